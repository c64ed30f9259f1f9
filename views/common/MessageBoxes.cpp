#include "MessageBoxes.h"

#include <QList>

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

QMessageBox::StandardButton MessageBoxes::question(QWidget* parent, const QString& title, const QString& text,
                                                   QMessageBox::StandardButtons buttons,
                                                   QMessageBox::StandardButton defaultButton)
{
    if (state().on) {
        state().shown.append(text);
        return state().answers.isEmpty() ? defaultButton : state().answers.takeFirst();
    }
    return QMessageBox::question(parent, title, text, buttons, defaultButton);
}

void MessageBoxes::warning(QWidget* parent, const QString& title, const QString& text)
{
    if (state().on) {
        state().shown.append(text);
        return;
    }
    QMessageBox::warning(parent, title, text);
}

void MessageBoxes::information(QWidget* parent, const QString& title, const QString& text)
{
    if (state().on) {
        state().shown.append(text);
        return;
    }
    QMessageBox::information(parent, title, text);
}
