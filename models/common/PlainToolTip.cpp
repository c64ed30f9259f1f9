#include "PlainToolTip.h"

#include <QTextDocument>
#include <QTextDocumentFragment>

namespace PlainToolTip {

QString fromPlain(const QString& text)
{
    if (!Qt::mightBeRichText(text))
        return text;
    // Lines stay lines (<br>); a rich tooltip wraps long ones at about 80 characters instead of cutting them.
    return Qt::convertFromPlainText(text, Qt::WhiteSpaceNormal);
}

QString toPlain(const QString& toolTip)
{
    if (!Qt::mightBeRichText(toolTip))
        return toolTip;
    // A fragment with no resource provider parses the markup but never fetches what it names.
    QString plain = QTextDocumentFragment::fromHtml(toolTip).toPlainText();
    plain.replace(QChar::Nbsp, QLatin1Char(' '))
        .replace(QChar::LineSeparator, QLatin1Char('\n'))
        .replace(QChar::ParagraphSeparator, QLatin1Char('\n'));
    return plain;
}

} // namespace PlainToolTip
