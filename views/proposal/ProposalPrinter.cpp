// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ProposalPrinter.h"

#include "ProposalStyle.h"
#include "ProposalTextDocument.h"
#include "common/AtomicFile.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QScreen>
#include <QTextDocument>

#include <memory>

namespace {
QString tr(const char* text) { return QCoreApplication::translate("ProposalPrinter", text); }

// Page margins in millimetres: the text area, and where the running header and footer sit in the margin.
constexpr double kSideMm = 20;
constexpr double kTopMm = 24;
constexpr double kBottomMm = 22;
constexpr double kHeaderMm = 13; // header text baseline area from the top edge
constexpr double kFooterMm = 13; // footer text area from the bottom edge

void paintHeaderAndFooter(QPainter& painter, const QRectF& page, double mm, const ProposalContent& content,
                          int pageNumber, int pageCount)
{
    painter.save();
    QFont font = ProposalStyle::bodyFont();
    font.setPointSizeF(7.5);
    painter.setFont(font);
    const QFontMetricsF metrics(font, painter.device());
    const double left = page.left() + kSideMm * mm;
    const double width = page.width() - 2 * kSideMm * mm;
    const double lineHeight = metrics.height();

    // Header: the customer and title on the left (elided, never over the right-hand label), a rule below.
    const QString right = content.cover.subtitle;
    const double rightWidth = metrics.horizontalAdvance(right);
    const QRectF header(left, page.top() + kHeaderMm * mm - lineHeight, width, lineHeight);
    painter.setPen(ProposalStyle::muted());
    painter.drawText(header, Qt::AlignLeft | Qt::AlignBottom,
                     metrics.elidedText(content.runningHeader, Qt::ElideRight, width - rightWidth - 8 * mm));
    painter.drawText(header, Qt::AlignRight | Qt::AlignBottom, right);
    painter.setPen(QPen(ProposalStyle::rule(), 0.3 * mm));
    painter.drawLine(QPointF(left, header.bottom() + 1.5 * mm), QPointF(left + width, header.bottom() + 1.5 * mm));

    // Footer: a rule, the date and version on the left, "Page n of N" on the right.
    const QRectF footer(left, page.bottom() - kFooterMm * mm, width, lineHeight);
    painter.drawLine(QPointF(left, footer.top() - 1.5 * mm), QPointF(left + width, footer.top() - 1.5 * mm));
    painter.setPen(ProposalStyle::muted());
    painter.drawText(footer, Qt::AlignLeft | Qt::AlignTop,
                     QStringLiteral("%1 \u00b7 %2").arg(content.cover.date, content.cover.appVersion));
    painter.drawText(footer, Qt::AlignRight | Qt::AlignTop,
                     QCoreApplication::translate("ProposalPrinter", "Page %1 of %2").arg(pageNumber).arg(pageCount));
    painter.restore();
}
} // namespace

namespace ProposalPrinter {

int layoutResolution()
{
    const QScreen* screen = QGuiApplication::primaryScreen();
    return screen ? qRound(screen->logicalDotsPerInchY()) : 96;
}

QSizeF textSize(QPageSize::PageSizeId paper, int dpi)
{
    const double mm = dpi / 25.4;
    const QRectF page =
        QPageLayout(QPageSize(paper), QPageLayout::Portrait, QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter)
            .fullRectPixels(dpi);
    return QSizeF(page.width() - 2 * kSideMm * mm, page.height() - (kTopMm + kBottomMm) * mm);
}

int print(const ProposalContent& content, QPagedPaintDevice* device, QPageSize::PageSizeId paper,
          QTextDocument* document)
{
    device->setPageLayout(
        QPageLayout(QPageSize(paper), QPageLayout::Portrait, QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter));
    const int dpi = device->logicalDpiY(); // == layoutResolution() for the writers of this file
    const double mm = dpi / 25.4;
    const QRectF page = device->pageLayout().fullRectPixels(dpi);
    const QSizeF text = textSize(paper, dpi);

    std::unique_ptr<QTextDocument> owned;
    if (!document) {
        owned = std::make_unique<QTextDocument>();
        document = owned.get();
    }
    // The layout measures fonts at the screen's logical DPI, which the device is set to (layoutResolution):
    // handing it the PDF device instead made each of the thousands of inserts re-measure (a minute of work).
    ProposalTextDocument::fill(document, content, text);
    const int pages = document->pageCount();

    QPainter painter;
    if (!painter.begin(device))
        return 0;
    for (int p = 0; p < pages; ++p) {
        if (p > 0)
            device->newPage();
        painter.save();
        painter.translate(page.left() + kSideMm * mm, page.top() + kTopMm * mm - p * text.height());
        const QRectF clip(0, p * text.height(), text.width(), text.height());
        painter.setClipRect(clip);
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = clip;
        context.palette.setColor(QPalette::Text, ProposalStyle::text());
        document->documentLayout()->draw(&painter, context);
        painter.restore();
        if (p > 0) // the cover carries neither header nor page number
            paintHeaderAndFooter(painter, page, mm, content, p + 1, pages);
    }
    painter.end();
    return pages;
}

int writePdf(const ProposalContent& content, QPageSize::PageSizeId paper, const QString& path, QString* error)
{
    // Drawn into memory, then saved through the one atomic save path (models/common/AtomicFile): a failed
    // export leaves an earlier file whole, and a FIFO or device named as the output is refused.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    int pages = 0;
    {
        QPdfWriter writer(&buffer);
        writer.setResolution(layoutResolution());
        writer.setCreator(content.cover.appVersion);
        writer.setTitle(content.cover.title);
        pages = print(content, &writer, paper);
    }
    if (pages == 0) {
        if (error)
            *error = tr("Could not draw the proposal into %1").arg(QDir::toNativeSeparators(path));
        return 0;
    }
    QString reason;
    if (!AtomicFile::write(path, buffer.data(), &reason)) {
        if (error)
            *error = tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), reason);
        return 0;
    }
    return pages;
}

} // namespace ProposalPrinter
