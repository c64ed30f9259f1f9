// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CatalogSourcePanel.h"

#include "common/PlainText.h"
#include "common/SafeTextDocument.h"

#include <QDesktopServices>
#include <QVBoxLayout>

namespace {
// Tall enough for the source line and three lines of notes; longer notes scroll.
constexpr int kVisibleLines = 4;
} // namespace

CatalogSourcePanel::CatalogSourcePanel(QWidget* parent) : QFrame(parent), m_text(new SafeTextBrowser(this))
{
    m_text->setObjectName(QStringLiteral("catalogSource"));
    m_text->setAccessibleName(tr("Source of the selected row"));
    m_text->setAccessibleDescription(tr("Where the selected catalog row's figures come from, with links."));
    m_text->setOpenLinks(false); // openLink checks the scheme first
    m_text->setFrameShape(QFrame::NoFrame);
    m_text->viewport()->setAutoFillBackground(false);
    m_text->document()->setDocumentMargin(2);
    const int height = m_text->fontMetrics().lineSpacing() * kVisibleLines + 8;
    m_text->setFixedHeight(height);
    setFrameShape(QFrame::StyledPanel);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 2, 6, 2);
    layout->addWidget(m_text);
    connect(m_text, &QTextBrowser::anchorClicked, this, &CatalogSourcePanel::openLink);
    clear();
}

void CatalogSourcePanel::clear()
{
    m_url.clear();
    m_text->setHtml(tr("<i>Select a row to see where its figures come from.</i>"));
}

void CatalogSourcePanel::showRow(const QVariantMap& row, const QString& keyColumn, const QString& editedOn)
{
    if (row.isEmpty()) {
        clear();
        return;
    }
    // Catalog text is user-editable: escape everything that goes into rich text.
    const auto esc = [](const QVariant& v) { return PlainText::html(v.toString()); };
    m_url = row.value(QStringLiteral("source_url")).toString();
    QString html = tr("<b>%1</b> &mdash; source: %2, as of <b>%3</b>")
                       .arg(esc(row.value(keyColumn)), esc(row.value(QStringLiteral("source"))),
                            esc(row.value(QStringLiteral("as_of"))));
    if (!editedOn.isEmpty())
        html += tr(" &mdash; <b>edited by you on %1</b>").arg(PlainText::html(editedOn));
    const QUrl url(m_url);
    if (!m_url.isEmpty() && url.isValid())
        html += QStringLiteral(" &mdash; <a href=\"%1\">%2</a>")
                    .arg(QString::fromUtf8(url.toEncoded()).toHtmlEscaped(), m_url.toHtmlEscaped());
    const QString notes = row.value(QStringLiteral("notes")).toString();
    if (!notes.isEmpty())
        html += QStringLiteral("<br>") + PlainText::html(notes);
    m_text->setHtml(html);
}

QString CatalogSourcePanel::text() const { return m_text->toPlainText(); }

void CatalogSourcePanel::openLink(const QUrl& url)
{
    // Only web links: a catalog row must never make the app open a local file or run a handler.
    if (url.scheme() == QLatin1String("https") || url.scheme() == QLatin1String("http"))
        QDesktopServices::openUrl(url);
}
