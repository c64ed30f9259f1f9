// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Paints a proposal onto paper: a QPdfWriter for the PDF file, a QPrinter for printing and the print
// preview. Page numbers, a running header and a footer on every page but the cover; portrait A4 or Letter
// with fixed margins; the text area laid out for the device's own resolution so nothing is scaled twice.
#include "ProposalContent.h"

#include <QPageSize>
#include <QSizeF>
#include <QString>

class QPagedPaintDevice;
class QTextDocument;

namespace ProposalPrinter {

// Sets `device` to portrait `paper` with no device margins (the proposal draws its own), lays the content
// out and paints every page. Returns the number of pages, 0 when the device cannot be painted on.
// `document`, when given, is the one filled and painted (tests hand in one that counts resource requests).
int print(const ProposalContent& content, QPagedPaintDevice* device, QPageSize::PageSizeId paper,
          QTextDocument* document = nullptr);

// Writes the PDF atomically (QSaveFile): a failed export leaves any earlier file whole. Returns the page
// count, 0 and *error (naming the file) on failure.
int writePdf(const ProposalContent& content, QPageSize::PageSizeId paper, const QString& path, QString* error);

// The resolution the proposal is laid out at: the screen's logical DPI, which the chart code measures its
// fonts against, so a chart drawn onto the page is not scaled (QPdfWriter takes it; a QPrinter is asked
// for it with QPrinter::ScreenResolution).
int layoutResolution();

// The text area of a page of `paper` at `dpi` (the page less its margins), in device pixels: what print()
// lays the document out in.
QSizeF textSize(QPageSize::PageSizeId paper, int dpi);

} // namespace ProposalPrinter
