// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The one CSV writer (RFC 4180: comma separated, CRLF line ends, a field holding a comma, quote, CR or LF is
// quoted and its quotes doubled) with the formula guard every CSV the app writes needs: the catalog's
// `export-csv` and the browser's Export CSV, and the comparison table's Copy as CSV.
//
// Formula guard (CSV injection, OWASP "CSV Injection"): a spreadsheet runs a cell that starts with = + - @
// as a formula, and tab or CR as the first character lets a following one through; such a text cell gets
// a leading apostrophe, which the spreadsheet shows as text. Numbers are written by the callers with
// number(), never through text(), so -5 stays a number.
#include <QString>
#include <QStringList>

namespace CsvWriter {

// One text cell, guarded and quoted as above.
QString text(const QString& cell);
// One number, full precision in the C locale (spreadsheets parse it); empty for a non-finite value, which
// callers refuse before they write (a CSV has no spelling for it).
QString number(double value);
// Cells already made by text()/number() joined into one line, without its line end.
QString line(const QStringList& cells);
// Lines joined with CRLF, the last one ended too.
QString document(const QStringList& lines);

} // namespace CsvWriter
