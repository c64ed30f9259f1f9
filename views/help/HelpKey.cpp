// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "HelpKey.h"

#include "HelpTopics.h"
#include "HelpWindow.h"

#include <QApplication>
#include <QKeyEvent>
#include <QWidget>

HelpKey::HelpKey(QObject* parent)
    : QObject(parent), m_handler([](const QString& page, QWidget* near) { HelpWindow::showPage(page, near); })
{
}

HelpKey* HelpKey::install()
{
    static HelpKey* key = nullptr;
    if (!key) {
        key = new HelpKey(qApp);
        qApp->installEventFilter(key);
    }
    return key;
}

void HelpKey::setHandler(std::function<void(const QString&, QWidget*)> handler) { m_handler = std::move(handler); }

bool HelpKey::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::KeyPress)
        return false;
    const auto* key = static_cast<QKeyEvent*>(event);
    if (key->key() != Qt::Key_F1 || key->modifiers() != Qt::NoModifier || !watched->isWidgetType())
        return false;
    auto* widget = static_cast<QWidget*>(watched);
    // The help window's own F1 stays there (its page is already the manual).
    if (widget->window()->objectName() == QLatin1String("HelpWindow"))
        return true;
    // A key press goes to the focus widget first (then up its parents): the first one seen is the focus.
    m_handler(HelpTopics::pageFor(widget), widget->window());
    return true;
}
