// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Help > About GPU Planner: the version, the licence (GPL-3.0-or-later, its whole text on a tab), the
// third-party components with their licences (packaging/copyright lists the same), the web sites the
// catalog's rows cite, counted from the catalog in use, and About Qt. The site names come from catalog
// rows the user may have edited, so they are shown as plain text (table items), never as markup.
#include <QDialog>
#include <QMap>

namespace gp {
struct CatalogSnapshot;
}
class QTabWidget;
class QTableWidget;

class AboutDialog : public QDialog {
    Q_OBJECT
public:
    explicit AboutDialog(const gp::CatalogSnapshot& catalog, QWidget* parent = nullptr);

    // The web sites the catalog's rows cite (host without "www."), with how many rows cite each.
    static QMap<QString, int> sourceHosts(const gp::CatalogSnapshot& catalog);
    // The licence's text (LICENSE, compiled in).
    static QString licenceText();

    QTabWidget* tabs() const { return m_tabs; }
    QTableWidget* sourcesTable() const { return m_sources; }

private:
    QWidget* buildAboutTab();
    QWidget* buildLicenceTab();
    QWidget* buildComponentsTab();
    QWidget* buildSourcesTab(const gp::CatalogSnapshot& catalog);

    QTabWidget* m_tabs;
    QTableWidget* m_sources = nullptr;
};
