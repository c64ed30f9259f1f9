// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// RFC 4180 records read one at a time from a device (the AWS EC2 offer CSV is hundreds of MB: it is never
// held whole). Quoted fields may hold commas, doubled quotes and line breaks; a record longer than
// kMaxRecordBytes, an unterminated quote at the end (a truncated file) or text after a closing quote is
// refused with the line it starts on.
#include <QByteArray>
#include <QIODevice>
#include <QString>
#include <QStringList>

namespace catalog::prices {

class CsvRecordReader {
public:
    static constexpr qsizetype kMaxRecordBytes = 1 << 20; // the widest AWS record is a few KB
    static constexpr int kMaxFields = 2000;

    explicit CsvRecordReader(QIODevice& device) : m_device(device) {}
    // The next record's fields. False at the end (error() empty) or on a malformed record (error() set).
    bool next(QStringList& fields);
    QString error() const { return m_error; }
    // The line the last record returned by next() starts on (1-based).
    qint64 line() const { return m_recordLine; }

private:
    bool fill();

    QIODevice& m_device;
    QByteArray m_buffer;
    qsizetype m_pos = 0;
    bool m_eof = false;
    bool m_first = true;
    qint64 m_line = 1;
    qint64 m_recordLine = 0;
    QString m_error;
};

} // namespace catalog::prices
