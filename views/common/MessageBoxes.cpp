// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "MessageBoxes.h"

#include <QList>

#include <memory>

namespace {
struct TestState {
    bool on = false;
    QList<QMessageBox::StandardButton> answers;
    QStringList shown;
};
TestState& state()
{
    static TestState s;
    return s;
}
} // namespace

void MessageBoxes::setTestMode(bool on) { state().on = on; }
bool MessageBoxes::testMode() { return state().on; }
void MessageBoxes::queueAnswer(QMessageBox::StandardButton answer) { state().answers.append(answer); }
QStringList MessageBoxes::shownMessages() { return state().shown; }
void MessageBoxes::clearShownMessages() { state().shown.clear(); }

QMessageBox* MessageBoxes::create(QWidget* parent, QMessageBox::Icon icon, const QString& title, const QString& text,
                                  QMessageBox::StandardButtons buttons, QMessageBox::StandardButton defaultButton)
{
    auto* box = new QMessageBox(icon, title, text, buttons, parent);
    // The static QMessageBox functions guess rich text from the message; ours quote file paths, field
    // names and catalog text, so they are always plain.
    box->setTextFormat(Qt::PlainText);
    box->setDefaultButton(defaultButton);
    box->setAttribute(Qt::WA_DeleteOnClose, false);
    return box;
}

namespace {
QMessageBox::StandardButton run(QWidget* parent, QMessageBox::Icon icon, const QString& title, const QString& text,
                                QMessageBox::StandardButtons buttons, QMessageBox::StandardButton defaultButton)
{
    std::unique_ptr<QMessageBox> box(MessageBoxes::create(parent, icon, title, text, buttons, defaultButton));
    return QMessageBox::StandardButton(box->exec());
}
} // namespace

QMessageBox::StandardButton MessageBoxes::question(QWidget* parent, const QString& title, const QString& text,
                                                   QMessageBox::StandardButtons buttons,
                                                   QMessageBox::StandardButton defaultButton)
{
    if (state().on) {
        state().shown.append(text);
        return state().answers.isEmpty() ? defaultButton : state().answers.takeFirst();
    }
    return run(parent, QMessageBox::Question, title, text, buttons, defaultButton);
}

void MessageBoxes::warning(QWidget* parent, const QString& title, const QString& text)
{
    if (state().on) {
        state().shown.append(text);
        return;
    }
    run(parent, QMessageBox::Warning, title, text, QMessageBox::Ok, QMessageBox::NoButton);
}

void MessageBoxes::critical(QWidget* parent, const QString& title, const QString& text)
{
    if (state().on) {
        state().shown.append(text);
        return;
    }
    run(parent, QMessageBox::Critical, title, text, QMessageBox::Ok, QMessageBox::NoButton);
}

void MessageBoxes::information(QWidget* parent, const QString& title, const QString& text)
{
    if (state().on) {
        state().shown.append(text);
        return;
    }
    run(parent, QMessageBox::Information, title, text, QMessageBox::Ok, QMessageBox::NoButton);
}
