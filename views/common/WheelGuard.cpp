// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "WheelGuard.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QPointer>
#include <QScrollBar>
#include <QWidget>

namespace {

constexpr const char* kEditingProperty = "gpWheelEditing";

bool isGuarded(const QObject* o)
{
    if (qobject_cast<const QScrollBar*>(o))
        return false; // a scroll bar is what the wheel is for
    return qobject_cast<const QComboBox*>(o) || qobject_cast<const QAbstractSpinBox*>(o) ||
           qobject_cast<const QAbstractSlider*>(o);
}

// The guarded control `o` belongs to: itself, or the spin box / combo box its line edit sits in.
QWidget* guardedOwner(QObject* o)
{
    for (int depth = 0; o && depth < 2; ++depth, o = o->parent())
        if (isGuarded(o))
            return static_cast<QWidget*>(o);
    return nullptr;
}

void setEditing(QWidget* w, bool on)
{
    if (w->property(kEditingProperty).toBool() != on)
        w->setProperty(kEditingProperty, on);
}

} // namespace

void WheelGuard::installApplicationWide()
{
    static QPointer<WheelGuard> installed;
    if (installed || !qApp)
        return;
    installed = new WheelGuard(qApp);
    qApp->installEventFilter(installed);
}

bool WheelGuard::takesWheel(const QWidget* widget)
{
    if (!widget || qobject_cast<const QComboBox*>(widget))
        return false;
    return widget->hasFocus() && widget->property(kEditingProperty).toBool();
}

bool WheelGuard::eventFilter(QObject* watched, QEvent* event)
{
    switch (event->type()) {
    case QEvent::Polish:
        // A wheel must not give focus either (Qt's default for combo boxes is WheelFocus).
        if (isGuarded(watched)) {
            auto* w = static_cast<QWidget*>(watched);
            if (w->focusPolicy() == Qt::WheelFocus)
                w->setFocusPolicy(Qt::StrongFocus);
        }
        break;
    case QEvent::MouseButtonPress:
    case QEvent::KeyPress:
        if (QWidget* w = guardedOwner(watched))
            setEditing(w, true);
        break;
    case QEvent::FocusOut:
    case QEvent::Leave:
        if (isGuarded(watched))
            setEditing(static_cast<QWidget*>(watched), false);
        break;
    case QEvent::Wheel:
        if (isGuarded(watched) && !takesWheel(static_cast<QWidget*>(watched))) {
            event->ignore(); // delivered on to the parent: the scroll area scrolls
            return true;
        }
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}
