// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The mouse wheel scrolls the page; it never changes a combo box, spin box or slider the pointer
// happens to pass over, focused or not (a wheel notch over a focused GPU box once turned an H100 into
// an H200 NVL in front of a customer). A spin box or slider takes the wheel only while the user edits
// it: from a key press or a click on it until it loses focus or the pointer leaves it. A closed combo
// box never takes it (its open list scrolls as usual). One application-wide event filter, so wizards,
// dialogs and widgets built later are covered too; the refused wheel goes on to the scroll area around.
#include <QObject>

class QWidget;

class WheelGuard : public QObject {
    Q_OBJECT
public:
    // Installs the filter on the running QApplication once; later calls do nothing.
    static void installApplicationWide();
    // Whether `widget` (a guarded control) would take a wheel event now.
    static bool takesWheel(const QWidget* widget);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    using QObject::QObject;
};
