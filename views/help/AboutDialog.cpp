// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "AboutDialog.h"
#include "common/Accessible.h"

#include "planning/CatalogSnapshot.h"

#include <QApplication>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QFile>
#include <QFontDatabase>
#include <QHeaderView>
#include <QIcon>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTableWidget>
#include <QUrl>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

// help.qrc is compiled into the static views library; registered by name or the linker drops it.
static void initHelpResources() { Q_INIT_RESOURCE(help); }

namespace {
// The components GPU Planner links, as packaging/copyright names them (name, use, licence, licence URL).
struct Component {
    const char* name;
    const char* use;
    const char* licence;
    const char* url;
};
constexpr Component kComponents[] = {
    {"Qt 6", "windows, widgets, printing, SVG, the help viewer, the SQLite driver",
     "LGPL-3.0-only or GPL-2.0-or-later or GPL-3.0-only", "https://doc.qt.io/qt-6/licensing.html"},
    {"Qt Charts 6", "the charts", "GPL-3.0-only", "https://doc.qt.io/qt-6/qtcharts-index.html#licenses"},
    {"nlohmann/json", "reading and writing JSON", "MIT", "https://github.com/nlohmann/json/blob/develop/LICENSE.MIT"},
    {"SQLite 3", "the catalog database (through Qt's QSQLITE driver)", "public domain",
     "https://www.sqlite.org/copyright.html"},
};

QLabel* richLabel(const QString& html, QWidget* parent)
{
    // Only the fixed texts of this file are markup; nothing from the user or the catalog goes in here.
    auto* label = new QLabel(html, parent);
    label->setTextFormat(Qt::RichText);
    label->setWordWrap(true);
    label->setOpenExternalLinks(true);
    label->setTextInteractionFlags(Qt::TextBrowserInteraction);
    return label;
}

void addHosts(QMap<QString, int>& hosts, const gp::SourceRef& ref)
{
    static const QRegularExpression urlPattern(QStringLiteral("https?://[^\\s,;()<>\"]+"));
    QSet<QString> seen; // a row citing one site twice counts once
    auto it = urlPattern.globalMatch(QString::fromStdString(ref.source));
    while (it.hasNext()) {
        QString host = QUrl(it.next().captured(0)).host().toLower();
        if (host.startsWith(QLatin1String("www.")))
            host = host.mid(4);
        if (!host.isEmpty() && !seen.contains(host)) {
            seen.insert(host);
            ++hosts[host];
        }
    }
}
} // namespace

AboutDialog::AboutDialog(const gp::CatalogSnapshot& catalog, QWidget* parent)
    : QDialog(parent), m_tabs(new QTabWidget(this))
{
    Accessible::watch(); // names and descriptions for the screen reader (common/Accessible.h)
    initHelpResources();
    setObjectName(QStringLiteral("AboutDialog"));
    setWindowTitle(tr("About GPU Planner"));
    m_tabs->addTab(buildAboutTab(), tr("&GPU Planner"));
    m_tabs->addTab(buildLicenceTab(), tr("&Licence"));
    m_tabs->addTab(buildComponentsTab(), tr("C&omponents"));
    m_tabs->addTab(buildSourcesTab(catalog), tr("&Data sources"));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* aboutQt = buttons->addButton(tr("About &Qt"), QDialogButtonBox::ActionRole);
    connect(aboutQt, &QPushButton::clicked, this, [this] { QMessageBox::aboutQt(this); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    layout->addWidget(buttons);
    resize(720, 520);
}

QWidget* AboutDialog::buildAboutTab()
{
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    auto* icon = new QLabel(page);
    icon->setPixmap(QIcon(QStringLiteral(":/icons/gpu-planner.svg")).pixmap(64, 64));
    layout->addWidget(icon);
    layout->addWidget(richLabel(
        tr("<h2>GPU Planner %1</h2>"
           "<p>Size, time and cost GPU infrastructure for AI projects. Every figure can show its formula, its "
           "inputs and the catalog rows, with their sources, it came from.</p>"
           "<p>Copyright 2026 GPU Planner contributors.</p>"
           "<p>GPU Planner is free software: you can redistribute it and/or modify it under the terms of the "
           "GNU General Public License as published by the Free Software Foundation, either version 3 of the "
           "License, or (at your option) any later version (<b>GPL-3.0-or-later</b>). It is distributed in the "
           "hope that it will be useful, but WITHOUT ANY WARRANTY; without even the implied warranty of "
           "MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE. The whole licence is on the Licence tab and at "
           "<a href=\"https://www.gnu.org/licenses/gpl-3.0.html\">gnu.org/licenses/gpl-3.0</a>.</p>"
           "<p>Figures are estimates from published specifications, prices and measurements; check a quote "
           "before you buy.</p>")
            .arg(QStringLiteral(GPU_PLANNER_VERSION)),
        page));
    layout->addStretch(1);
    return page;
}

QString AboutDialog::licenceText()
{
    initHelpResources();
    QFile file(QStringLiteral(":/help/LICENSE"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

QWidget* AboutDialog::buildLicenceTab()
{
    auto* text = new QPlainTextEdit(this);
    text->setObjectName(QStringLiteral("licenceText"));
    text->setReadOnly(true);
    text->setPlainText(licenceText());
    text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    return text;
}

QWidget* AboutDialog::buildComponentsTab()
{
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    QString html = tr("<p>GPU Planner uses these components, linked from the system's packages (Debian 12's). "
                      "This program runs on Qt %1. The package's copyright file "
                      "(/usr/share/doc/gpu-planner/copyright) lists them too.</p>")
                       .arg(QString::fromLatin1(qVersion()));
    html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"4\">");
    html += tr("<tr><th align=\"left\">Component</th><th align=\"left\">Used for</th>"
               "<th align=\"left\">Licence</th></tr>");
    for (const Component& c : kComponents) {
        QString name = QString::fromLatin1(c.name);
        if (name == QLatin1String("nlohmann/json"))
            name += QStringLiteral(" %1.%2.%3")
                        .arg(NLOHMANN_JSON_VERSION_MAJOR)
                        .arg(NLOHMANN_JSON_VERSION_MINOR)
                        .arg(NLOHMANN_JSON_VERSION_PATCH);
        html += QStringLiteral("<tr><td>%1</td><td>%2</td><td><a href=\"%3\">%4</a></td></tr>")
                    .arg(name.toHtmlEscaped(), QString::fromLatin1(c.use).toHtmlEscaped(), QString::fromLatin1(c.url),
                         QString::fromLatin1(c.licence).toHtmlEscaped());
    }
    html += QStringLiteral("</table>");
    html += tr("<p>Qt Charts is offered under the GPL 3.0 only (or a commercial licence), which is one reason "
               "GPU Planner is GPL-3.0-or-later.</p>");
    layout->addWidget(richLabel(html, page));
    layout->addStretch(1);
    return page;
}

QMap<QString, int> AboutDialog::sourceHosts(const gp::CatalogSnapshot& catalog)
{
    QMap<QString, int> hosts;
    const auto add = [&hosts](const auto& rows) {
        for (const auto& row : rows)
            addHosts(hosts, row.ref);
    };
    add(catalog.gpus);
    add(catalog.links);
    add(catalog.models);
    add(catalog.offers);
    add(catalog.currencies);
    add(catalog.tcoParameters);
    add(catalog.providers);
    add(catalog.processors);
    return hosts;
}

QWidget* AboutDialog::buildSourcesTab(const gp::CatalogSnapshot& catalog)
{
    auto* page = new QWidget(this);
    auto* layout = new QVBoxLayout(page);
    layout->addWidget(richLabel(
        tr("<p>Each row of the catalog names its source and its as-of date (the Catalog tab shows them). The "
           "shipped rows come from vendor datasheets and documentation (NVIDIA, AMD), the cloud providers' price "
           "and billing pages, papers on arXiv, model configurations on Hugging Face, MLCommons and project "
           "repositories on GitHub, and public statistics (US EIA, US BLS). They are facts, credited here; no "
           "text of those sources is copied. The sites the catalog in use cites:</p>"),
        page));
    const QMap<QString, int> hosts = sourceHosts(catalog);
    m_sources = new QTableWidget(int(hosts.size()), 2, page);
    m_sources->setObjectName(QStringLiteral("sourceHosts"));
    m_sources->setHorizontalHeaderLabels({tr("Web site"), tr("Catalog rows")});
    m_sources->verticalHeader()->hide();
    m_sources->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_sources->setSelectionBehavior(QAbstractItemView::SelectRows);
    int row = 0;
    for (auto it = hosts.cbegin(); it != hosts.cend(); ++it, ++row) {
        // Table items are plain text: a host from an edited row cannot inject markup.
        m_sources->setItem(row, 0, new QTableWidgetItem(it.key()));
        auto* count = new QTableWidgetItem(QString::number(it.value()));
        count->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_sources->setItem(row, 1, count);
    }
    m_sources->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_sources->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_sources->setToolTip(tr("Double-click a site to open it in the web browser."));
    connect(m_sources, &QTableWidget::cellDoubleClicked, this, [this](int r, int) {
        if (const QTableWidgetItem* item = m_sources->item(r, 0))
            QDesktopServices::openUrl(QUrl(QStringLiteral("https://") + item->text() + QLatin1Char('/')));
    });
    layout->addWidget(m_sources, 1);
    return page;
}
