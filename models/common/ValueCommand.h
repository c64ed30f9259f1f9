// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// One undo step that moves a piece of document state between two values: redo applies `after`, undo
// applies `before`, both through the setter the document hands in. Commands with the same id (>= 0)
// merge, so a slider drag is one step; a merge that lands back on `before` makes the step obsolete.
//
// Why a setter and not a pointer to the document: the command then knows nothing of the document, and
// the only arrow runs from the document to its commands (the QUndoCommand pattern with a callback, as
// in Qt's own "Undo Framework" example but without the back-reference).
#include <QString>
#include <QUndoCommand>

#include <functional>
#include <utility>

template <typename T> class ValueCommand : public QUndoCommand {
public:
    using Apply = std::function<void(const T&)>;

    ValueCommand(const QString& text, T before, T after, Apply apply, int mergeId = -1)
        : QUndoCommand(text), m_before(std::move(before)), m_after(std::move(after)), m_apply(std::move(apply)),
          m_mergeId(mergeId)
    {
    }

    void undo() override { m_apply(m_before); }
    void redo() override { m_apply(m_after); }
    int id() const override { return m_mergeId; }

    bool mergeWith(const QUndoCommand* other) override
    {
        // QUndoStack only offers commands with the same id; the cast guards against a reused id.
        const auto* next = dynamic_cast<const ValueCommand*>(other);
        if (!next)
            return false;
        m_after = next->m_after;
        setObsolete(m_after == m_before);
        return true;
    }

private:
    T m_before;
    T m_after;
    Apply m_apply;
    int m_mergeId;
};
