// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "HelpTopics.h"

#include <QHash>
#include <QMetaObject>
#include <QObject>

namespace {
// Object names (set by the panes, docks and dialogs) and class names, to pages of the manual. Inner names
// come first on the way up, so a pane inside a dock wins over the dock, and a wizard page over its wizard.
const QHash<QString, QString>& topics()
{
    static const QHash<QString, QString> map = {
        // The workspace tab and its panes.
        {QStringLiteral("planHeader"), QStringLiteral("user-guide.html#plan-header")},
        {QStringLiteral("scenarioDock"), QStringLiteral("user-guide.html#scenarios-and-the-editor")},
        {QStringLiteral("scenarioListPane"), QStringLiteral("user-guide.html#scenarios-and-the-editor")},
        {QStringLiteral("ScenarioEditor"), QStringLiteral("user-guide.html#scenarios-and-the-editor")},
        {QStringLiteral("emptyWorkspace"), QStringLiteral("user-guide.html#scenarios-and-the-editor")},
        {QStringLiteral("whatIfDock"), QStringLiteral("user-guide.html#what-if")},
        {QStringLiteral("WhatIfPanel"), QStringLiteral("user-guide.html#what-if")},
        {QStringLiteral("whyDock"), QStringLiteral("user-guide.html#why-this-number")},
        {QStringLiteral("whyPanel"), QStringLiteral("user-guide.html#why-this-number")},
        {QStringLiteral("comparisonPane"), QStringLiteral("comparison-table.html")},
        {QStringLiteral("comparisonTable"), QStringLiteral("comparison-table.html")},
        {QStringLiteral("ChartPanel"), QStringLiteral("user-guide.html#charts")},
        {QStringLiteral("tcoPane"), QStringLiteral("tco.html")},
        {QStringLiteral("WorkspaceView"), QStringLiteral("user-guide.html#the-workspace")},
        // The catalog tab.
        {QStringLiteral("CatalogBrowser"), QStringLiteral("user-guide.html#the-catalog")},
        // Wizards and dialogs (their own windows).
        {QStringLiteral("WorkloadWizard"), QStringLiteral("user-guide.html#workload-wizard")},
        {QStringLiteral("VramWizard"), QStringLiteral("user-guide.html#vram-planner")},
        {QStringLiteral("FindConfigurationsDialog"), QStringLiteral("user-guide.html#find-configurations")},
        {QStringLiteral("UtilisationCheckDialog"), QStringLiteral("user-guide.html#gpu-utilisation-check")},
        {QStringLiteral("tcoWizard"), QStringLiteral("user-guide.html#tco-wizard")},
        {QStringLiteral("TcoResultPage"), QStringLiteral("tco-output.html")},
        {QStringLiteral("ChecklistWizard"), QStringLiteral("user-guide.html#platform-checklist")},
        {QStringLiteral("ProposalExportDialog"), QStringLiteral("proposal.html")},
        {QStringLiteral("AboutDialog"), QStringLiteral("user-guide.html#help-and-about")},
        {QStringLiteral("ExamplesDialog"), QStringLiteral("user-guide.html#examples")},
        {QStringLiteral("MainWindow"), QStringLiteral("user-guide.html#the-main-window")},
    };
    return map;
}
} // namespace

namespace HelpTopics {
QString pageForName(const QString& name) { return topics().value(name); }

QStringList allPages()
{
    QStringList pages = topics().values();
    pages.removeDuplicates();
    pages.sort();
    return pages;
}

QString pageFor(const QObject* focus)
{
    for (const QObject* o = focus; o; o = o->parent()) {
        if (!o->objectName().isEmpty())
            if (const QString page = pageForName(o->objectName()); !page.isEmpty())
                return page;
        if (const QString page = pageForName(QString::fromLatin1(o->metaObject()->className())); !page.isEmpty())
            return page;
    }
    return QString::fromLatin1(kStartPage);
}
} // namespace HelpTopics
