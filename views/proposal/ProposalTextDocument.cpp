// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ProposalTextDocument.h"

#include "ProposalStyle.h"
#include "charts/ChartPainter.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QPainter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextList>
#include <QTextObjectInterface>
#include <QTextTable>
#include <QUrl>

namespace {

constexpr int kChartIndexProperty = QTextFormat::UserProperty + 1;
constexpr int kChartSizeProperty = QTextFormat::UserProperty + 2;
const QString kLogoName = QStringLiteral("gp-proposal-logo");

// Paints the chart a text object stands for: intrinsicSize reserves its place in the layout, drawObject
// draws it when its page is painted (on a PDF page: vector paths and text, no bitmap).
class ChartObject : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)
public:
    ChartObject(QVector<ChartSpec> specs, QObject* parent) : QObject(parent), m_specs(std::move(specs)) {}

    QSizeF intrinsicSize(QTextDocument*, int, const QTextFormat& format) override
    {
        return format.property(kChartSizeProperty).toSizeF();
    }
    void drawObject(QPainter* painter, const QRectF& rect, QTextDocument*, int, const QTextFormat& format) override
    {
        const int i = format.property(kChartIndexProperty).toInt();
        if (i < 0 || i >= m_specs.size())
            return;
        // The layout hands over every object of a block that touches the page; draw only what lies on it
        // (else the top of the next page's chart shows under this page's footer).
        if (painter->hasClipping() && !painter->clipBoundingRect().contains(rect.center()))
            return;
        painter->save();
        painter->setClipRect(rect, Qt::IntersectClip);
        painter->setRenderHint(QPainter::Antialiasing);
        ChartPainter::paint(painter, rect, m_specs[i], ProposalStyle::chartFont());
        painter->restore();
    }

private:
    QVector<ChartSpec> m_specs;
};

QTextCharFormat charFormat(double points, bool bold = false, const QColor& colour = ProposalStyle::text())
{
    QTextCharFormat f;
    f.setFontPointSize(points);
    f.setFontWeight(bold ? QFont::Bold : QFont::Normal);
    f.setForeground(colour);
    return f;
}

QTextBlockFormat blockFormat(double top, double bottom, Qt::Alignment align = Qt::AlignLeft)
{
    QTextBlockFormat f;
    f.setTopMargin(top);
    f.setBottomMargin(bottom);
    f.setAlignment(align);
    return f;
}

class Writer {
public:
    // One edit block for the whole document: the layout runs once at the end, not after every insert
    // (which made a 20-page proposal take a minute).
    Writer(QTextDocument* doc, const QSizeF& page) : m_doc(doc), m_cursor(doc), m_page(page)
    {
        m_cursor.beginEditBlock();
    }
    ~Writer() { m_cursor.endEditBlock(); }

    void cover(const ProposalCover& c)
    {
        m_cursor.setBlockFormat(blockFormat(0, 0));
        if (!c.logo.isNull()) {
            // A logo of any size is shown at most 45 mm wide and 20 mm high, keeping its proportions.
            const QSizeF box(m_page.width() * 0.28, m_page.height() * 0.09);
            const QSizeF size = QSizeF(c.logo.size()).scaled(box, Qt::KeepAspectRatio);
            m_doc->addResource(QTextDocument::ImageResource, QUrl(kLogoName), c.logo);
            QTextImageFormat image;
            image.setName(kLogoName);
            image.setWidth(size.width());
            image.setHeight(size.height());
            m_cursor.insertImage(image);
            m_first = false;
        }
        block(blockFormat(m_page.height() * 0.22, 4), charFormat(11, true, ProposalStyle::accent()),
              c.subtitle.toUpper());
        block(blockFormat(6, 14), charFormat(26, true, ProposalStyle::heading()), c.title);
        if (!c.customer.isEmpty())
            block(blockFormat(0, 28), charFormat(15, false, ProposalStyle::text()), c.customer);
        if (!c.author.isEmpty())
            block(blockFormat(0, 3), charFormat(10),
                  QCoreApplication::translate("ProposalTextDocument", "Prepared by %1").arg(c.author));
        block(blockFormat(0, 3), charFormat(10), c.date);
        block(blockFormat(0, 3), charFormat(9, false, ProposalStyle::muted()),
              QCoreApplication::translate("ProposalTextDocument", "Figures estimated with %1").arg(c.appVersion));
    }

    void heading(const QString& text)
    {
        QTextBlockFormat f = blockFormat(0, 10);
        f.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
        block(f, charFormat(17, true, ProposalStyle::heading()), text);
    }

    void subheading(const QString& text)
    {
        block(blockFormat(12, 5), charFormat(11.5, true, ProposalStyle::heading()), text);
        m_subheadings.append(m_cursor.block().position());
    }

    // Where each subheading's block starts, in document order.
    const QVector<int>& subheadings() const { return m_subheadings; }

    void paragraph(const QString& text, double bottom = 6) { block(blockFormat(0, bottom), charFormat(9.5), text); }

    void caption(const QString& text)
    {
        block(blockFormat(0, 12), charFormat(8.5, false, ProposalStyle::muted()), text);
    }

    void callout(const QString& text)
    {
        m_cursor.movePosition(QTextCursor::End);
        QTextFrameFormat frame;
        frame.setBackground(ProposalStyle::calloutBackground());
        frame.setBorder(0);
        frame.setPadding(9);
        frame.setTopMargin(4);
        frame.setBottomMargin(10);
        m_cursor.insertFrame(frame);
        m_cursor.setBlockFormat(blockFormat(0, 0));
        m_cursor.setCharFormat(charFormat(11, true, ProposalStyle::heading()));
        m_cursor.insertText(text);
        m_cursor.movePosition(QTextCursor::End);
        m_pendingEmpty = true;
    }

    void bulletList(const QStringList& items)
    {
        m_cursor.movePosition(QTextCursor::End);
        newBlock(blockFormat(0, 3));
        QTextListFormat list;
        list.setStyle(QTextListFormat::ListDisc);
        list.setIndent(1);
        m_cursor.createList(list);
        for (int i = 0; i < items.size(); ++i) {
            if (i > 0)
                m_cursor.insertBlock();
            m_cursor.setCharFormat(charFormat(9.5));
            m_cursor.insertText(items[i]);
        }
        // End the list: the next block is a plain paragraph, out of the list.
        m_cursor.insertBlock();
        if (QTextList* current = m_cursor.currentList())
            current->remove(m_cursor.block());
        m_cursor.setBlockFormat(blockFormat(0, 4));
        m_pendingEmpty = true;
    }

    void table(const ProposalTable& t)
    {
        const int columns = int(t.header.size());
        if (columns == 0)
            return;
        m_cursor.movePosition(QTextCursor::End);
        QTextTableFormat format;
        format.setHeaderRowCount(1); // repeated at the top of every page the table runs over
        format.setBorderCollapse(true);
        format.setBorder(0.6);
        format.setBorderBrush(ProposalStyle::rule());
        format.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
        format.setCellPadding(3.5);
        format.setCellSpacing(0);
        format.setWidth(QTextLength(QTextLength::PercentageLength, 100));
        format.setTopMargin(2);
        format.setBottomMargin(t.note.isEmpty() ? 10 : 2);
        double total = 0;
        for (int c = 0; c < columns; ++c)
            total += c < t.widths.size() ? t.widths[c] : 1;
        QVector<QTextLength> widths;
        for (int c = 0; c < columns; ++c)
            widths << QTextLength(QTextLength::PercentageLength, 100 * (c < t.widths.size() ? t.widths[c] : 1) / total);
        format.setColumnWidthConstraints(widths);
        QTextTable* table = m_cursor.insertTable(int(t.rows.size()) + 1, columns, format);
        for (int c = 0; c < columns; ++c)
            cell(table, 0, c, t.header[c], true, t.numeric.value(c), ProposalStyle::tableHeader());
        for (int r = 0; r < t.rows.size(); ++r)
            for (int c = 0; c < columns; ++c) {
                const bool bold = r < t.emphasised.size() && t.emphasised[r].value(c);
                cell(table, r + 1, c, t.rows[r].value(c), bold, t.numeric.value(c) && c > 0,
                     r % 2 ? ProposalStyle::tableStripe() : QColor(Qt::white));
            }
        m_cursor.movePosition(QTextCursor::End);
        m_pendingEmpty = true;
        if (!t.note.isEmpty())
            caption(t.note);
    }

    void chart(int index, const QString& caption_)
    {
        // Full text width, at the 16:9 of a slide less a little, so two charts and their captions share a
        // page.
        const QSizeF size(m_page.width(), m_page.width() * 0.52);
        QTextCharFormat object;
        object.setObjectType(ProposalTextDocument::kChartObjectType);
        object.setProperty(kChartIndexProperty, index);
        object.setProperty(kChartSizeProperty, size);
        newBlock(blockFormat(6, 2, Qt::AlignHCenter));
        m_cursor.insertText(QString(QChar::ObjectReplacementCharacter), object);
        if (!caption_.isEmpty())
            caption(caption_);
    }

private:
    void newBlock(const QTextBlockFormat& format)
    {
        m_cursor.movePosition(QTextCursor::End);
        if (m_pendingEmpty && m_cursor.block().text().isEmpty() && !m_cursor.block().textList()) {
            m_cursor.setBlockFormat(format); // reuse the empty block a table or list left behind
        } else if (m_first) {
            m_cursor.setBlockFormat(format);
        } else {
            m_cursor.insertBlock(format);
        }
        m_first = false;
        m_pendingEmpty = false;
    }

    void block(const QTextBlockFormat& format, const QTextCharFormat& chars, const QString& text)
    {
        newBlock(format);
        m_cursor.setCharFormat(chars);
        m_cursor.insertText(text); // plain text: never parsed as markup
    }

    static void cell(QTextTable* table, int row, int column, const QString& text, bool bold, bool right,
                     const QColor& background)
    {
        QTextTableCell cell = table->cellAt(row, column);
        QTextTableCellFormat format = cell.format().toTableCellFormat();
        format.setBackground(background);
        cell.setFormat(format);
        QTextCursor c = cell.firstCursorPosition();
        QTextBlockFormat block;
        block.setAlignment(right ? Qt::AlignRight : Qt::AlignLeft);
        c.setBlockFormat(block);
        c.setCharFormat(charFormat(8.5, bold, row == 0 ? ProposalStyle::heading() : ProposalStyle::text()));
        c.insertText(text);
    }

    QTextDocument* m_doc;
    QTextCursor m_cursor;
    QSizeF m_page;
    bool m_first = true;
    bool m_pendingEmpty = false;
    QVector<int> m_subheadings;
};

// QTextDocument has no "keep with next": a subheading laid out at the foot of a page, with the table or
// text it introduces on the next (the proposal's "Prices used" ended page 17 alone), starts the next page
// itself. In document order, each after the layout has taken the moves before it into account.
void keepSubheadingsWithNext(QTextDocument* document, const QVector<int>& positions)
{
    const double pageHeight = document->pageSize().height();
    if (!(pageHeight > 0))
        return;
    QAbstractTextDocumentLayout* layout = document->documentLayout();
    for (const int position : positions) {
        const QTextBlock heading = document->findBlock(position);
        const QTextBlock next = heading.next();
        if (!heading.isValid() || !next.isValid())
            continue;
        // Document coordinates, for a block in a table cell too (the layout adds the frame's position).
        const int headingPage = int(layout->blockBoundingRect(heading).top() / pageHeight);
        const int nextPage = int(layout->blockBoundingRect(next).top() / pageHeight);
        if (nextPage == headingPage)
            continue;
        QTextBlockFormat format = heading.blockFormat();
        format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
        QTextCursor(heading).setBlockFormat(format);
    }
}

} // namespace

namespace ProposalTextDocument {

void fill(QTextDocument* document, const ProposalContent& content, const QSizeF& pageSize)
{
    document->clear();
    document->setDocumentMargin(0);
    document->setPageSize(pageSize);
    document->setDefaultFont(ProposalStyle::bodyFont());
    document->setUndoRedoEnabled(false);

    QVector<ChartSpec> charts;
    for (const ProposalBlock& b : content.blocks)
        if (b.kind == ProposalBlock::Kind::Chart)
            charts << b.chart;
    document->documentLayout()->registerHandler(kChartObjectType, new ChartObject(charts, document));

    QVector<int> subheadings;
    {
        Writer w(document, pageSize);
        w.cover(content.cover);
        int chartIndex = 0;
        for (const ProposalBlock& b : content.blocks) {
            switch (b.kind) {
            case ProposalBlock::Kind::Heading:
                w.heading(b.text);
                break;
            case ProposalBlock::Kind::Subheading:
                w.subheading(b.text);
                break;
            case ProposalBlock::Kind::Paragraph:
                w.paragraph(b.text);
                break;
            case ProposalBlock::Kind::Callout:
                w.callout(b.text);
                break;
            case ProposalBlock::Kind::Bullets:
                w.bulletList(b.items);
                break;
            case ProposalBlock::Kind::Table:
                w.table(b.table);
                break;
            case ProposalBlock::Kind::Chart:
                w.chart(chartIndex++, b.text);
                break;
            }
        }
        subheadings = w.subheadings();
    } // the layout runs here, once, as the writer's edit block ends
    keepSubheadingsWithNext(document, subheadings);
}

} // namespace ProposalTextDocument

#include "ProposalTextDocument.moc"
