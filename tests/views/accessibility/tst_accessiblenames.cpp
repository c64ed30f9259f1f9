// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Every focusable widget a keyboard or screen-reader user can reach has an accessible name and an
// accessible description: the main window (each tab, empty and with the workshop example, the what-if and
// TCO panes in front), the four wizards page by page (the pages the default answers skip too) and the
// dialogs (AppWalk.h). Listed on failure, one line each: a focusable (focus policy other than NoFocus),
// visible widget whose accessibleName or accessibleDescription is empty, or whose name is only its object
// name (which means nothing to a listener). The names come from views/common/Accessible (buddy labels,
// button texts, tooltips) or by hand.
#include "AppWalk.h"
#include "WindowTestSetUp.h"

#include <QDoubleSpinBox>
#include <QPushButton>
#include <QSlider>
#include <QToolButton>
#include <QtTest>

class TestAccessibleNames : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { WindowTestSetUp::start(m_store); }

    void everyFocusableWidgetIsNamedAndDescribed()
    {
        QStringList found;
        const auto visit = [&found](QWidget* top, const QString& state) {
            for (QWidget* w : top->findChildren<QWidget*>()) {
                if (w->focusPolicy() == Qt::NoFocus || !w->isVisibleTo(top))
                    continue;
                QStringList missing;
                const QString name = w->accessibleName();
                if (name.trimmed().isEmpty())
                    missing << QStringLiteral("name");
                else if (name == w->objectName())
                    missing << QStringLiteral("name other than the object name");
                if (w->accessibleDescription().trimmed().isEmpty())
                    missing << QStringLiteral("description");
                if (missing.isEmpty())
                    continue;
                const QString line = state + QStringLiteral(": ") + QString::fromLatin1(w->metaObject()->className()) +
                                     QLatin1Char(' ') + w->objectName() + QStringLiteral(" in ") +
                                     QString::fromLatin1(w->parentWidget()->metaObject()->className()) +
                                     QLatin1Char(' ') + w->parentWidget()->objectName() + QStringLiteral(" (name \"") +
                                     name + QStringLiteral("\") lacks ") + missing.join(QStringLiteral(", "));
                if (!found.contains(line))
                    found << line;
            }
        };
        AppWalk::Options options;
        options.everyTab = true;
        AppWalk::walk(&m_store, visit, options);
        for (const QString& line : found) // one line each: a long failure message is cut short
            qWarning().noquote() << "unnamed:" << line;
        QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("%1 widgets without an accessible name or description, "
                                                            "listed above")
                                                 .arg(found.size())));
    }

    // What the helper derives is what the form shows: the what-if MFU slider and its spin box are named by
    // their form label "MFU" (views/workspace/WhatIfPanel.cpp), a symbol-only button by its tooltip, a
    // wizard's "Next >" without the arrow; a description is the tooltip when there is one.
    void derivedNamesReadAsTheForm()
    {
        MainWindow window(&m_store);
        window.resize(1280, 800);
        AppWalk::show(&window);
        window.workspaceView()->whatIfDock()->raise();
        QCoreApplication::processEvents();
        QWidget* whatIf = window.workspaceView()->whatIfDock()->widget();
        const auto sliders = whatIf->findChildren<QSlider*>();
        QVERIFY(!sliders.isEmpty());
        QCOMPARE(sliders.first()->accessibleName(), QStringLiteral("MFU"));
        const auto spins = whatIf->findChildren<QDoubleSpinBox*>();
        QVERIFY(!spins.isEmpty());
        QCOMPARE(spins.first()->accessibleName(), QStringLiteral("MFU"));
        bool sawUp = false;
        for (QToolButton* b : window.findChildren<QToolButton*>())
            if (b->text() == QStringLiteral("\u2191")) { // "↑", ScenarioListPane
                QCOMPARE(b->accessibleName(), QStringLiteral("Move up"));
                sawUp = true;
            }
        QVERIFY(sawUp);
        for (QPushButton* b : whatIf->findChildren<QPushButton*>())
            if (b->text() == QStringLiteral("&Reset what-if")) {
                QCOMPARE(b->accessibleName(), QStringLiteral("Reset what-if"));
                QCOMPARE(b->accessibleDescription(), b->toolTip());
            }
        WorkloadWizard wizard(window.workspaceView()->workspace()->catalog(), QStringLiteral("USD"));
        AppWalk::show(&wizard);
        QCOMPARE(wizard.button(QWizard::NextButton)->accessibleName(), QStringLiteral("Next"));
        QCOMPARE(wizard.button(QWizard::BackButton)->accessibleName(), QStringLiteral("Back"));
    }

private:
    CatalogStore m_store;
};

QTEST_MAIN(TestAccessibleNames)
#include "tst_accessiblenames.moc"
