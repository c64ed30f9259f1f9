#include "CatalogSourcePanel.h"

#include <QDesktopServices>
#include <QLabel>
#include <QTextDocument>
#include <QUrl>
#include <QVBoxLayout>

CatalogSourcePanel::CatalogSourcePanel(QWidget* parent) : QFrame(parent), m_label(new QLabel(this))
{
    setFrameShape(QFrame::StyledPanel);
    m_label->setWordWrap(true);
    m_label->setTextFormat(Qt::RichText);
    m_label->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_label->setOpenExternalLinks(false);   // openLink checks the scheme first
    m_label->setObjectName(QStringLiteral("catalogSource"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(m_label);
    connect(m_label, &QLabel::linkActivated, this, &CatalogSourcePanel::openLink);
    clear();
}

void CatalogSourcePanel::clear()
{
    m_url.clear();
    m_label->setText(tr("<i>Select a row to see where its figures come from.</i>"));
}

void CatalogSourcePanel::showRow(const QVariantMap& row, const QString& keyColumn)
{
    if (row.isEmpty()) {
        clear();
        return;
    }
    // Catalog text is user-editable: escape everything that goes into rich text.
    const auto esc = [](const QVariant& v) { return v.toString().toHtmlEscaped(); };
    m_url = row.value(QStringLiteral("source_url")).toString();
    QString html = tr("<b>%1</b> &mdash; source: %2, as of %3")
                       .arg(esc(row.value(keyColumn)), esc(row.value(QStringLiteral("source"))),
                            esc(row.value(QStringLiteral("as_of"))));
    const QUrl url(m_url);
    if (!m_url.isEmpty() && url.isValid())
        html += QStringLiteral(" &mdash; <a href=\"%1\">%2</a>")
                    .arg(QString::fromUtf8(url.toEncoded()).toHtmlEscaped(), m_url.toHtmlEscaped());
    const QString notes = row.value(QStringLiteral("notes")).toString();
    if (!notes.isEmpty())
        html += QStringLiteral("<br>") + notes.toHtmlEscaped();
    m_label->setText(html);
}

QString CatalogSourcePanel::text() const
{
    QTextDocument doc;
    doc.setHtml(m_label->text());
    return doc.toPlainText();
}

void CatalogSourcePanel::openLink(const QString& link)
{
    const QUrl url(link);
    // Only web links: a catalog row must never make the app open a local file or run a handler.
    if (url.scheme() == QLatin1String("https") || url.scheme() == QLatin1String("http"))
        QDesktopServices::openUrl(url);
}
