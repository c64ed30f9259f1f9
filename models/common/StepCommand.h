// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// One undo step given as a pair of actions: redo does it, undo takes it back. For edits that are not a
// change of value (insert, remove, reorder), where the document's own signals must say what happened.
// Like ValueCommand it holds no pointer to the document, only the two actions the document hands in.
#include <QString>
#include <QUndoCommand>

#include <functional>
#include <utility>

class StepCommand : public QUndoCommand {
public:
    using Action = std::function<void()>;

    StepCommand(const QString& text, Action redo, Action undo)
        : QUndoCommand(text), m_redo(std::move(redo)), m_undo(std::move(undo))
    {
    }

    void undo() override { m_undo(); }
    void redo() override { m_redo(); }

private:
    Action m_redo;
    Action m_undo;
};
