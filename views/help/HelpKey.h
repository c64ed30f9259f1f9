// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// F1 anywhere in the application (the main window, a wizard, a dialog) opens the manual at the page for
// the widget that has the focus (HelpTopics). An application-wide event filter rather than a shortcut, so
// it also works inside modal wizards, which a main-window shortcut does not reach.
#include <QObject>
#include <functional>

class QWidget;

class HelpKey : public QObject {
    Q_OBJECT
public:
    // Installs the filter on the application (once; later calls return the same one).
    static HelpKey* install();
    // What F1 does with the page it found (tests replace it; by default HelpWindow::showPage).
    void setHandler(std::function<void(const QString& page, QWidget* near)> handler);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    explicit HelpKey(QObject* parent);
    std::function<void(const QString&, QWidget*)> m_handler;
};
