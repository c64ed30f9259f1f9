// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CsvRecordReader.h"

namespace catalog::prices {

bool CsvRecordReader::fill()
{
    if (m_eof)
        return false;
    if (m_pos > 0) {
        m_buffer.remove(0, m_pos);
        m_pos = 0;
    }
    const QByteArray more = m_device.read(1 << 16);
    if (more.isEmpty()) {
        m_eof = true;
        return false;
    }
    m_buffer.append(more);
    return true;
}

bool CsvRecordReader::next(QStringList& fields)
{
    fields.clear();
    m_error.clear();
    if (m_pos >= m_buffer.size() && !fill())
        return false;
    if (m_first) {
        m_first = false;
        while (m_buffer.size() < 3 && fill()) {
        }
        if (m_buffer.startsWith("\xEF\xBB\xBF"))
            m_pos = 3;
    }
    m_recordLine = m_line;
    QByteArray field;
    bool quoted = false;    // inside a quoted field
    bool wasQuoted = false; // the current field was quoted (only a separator may follow the closing quote)
    qsizetype recordBytes = 0;
    const auto fail = [&](const QString& why) {
        m_error = QStringLiteral("line %1: %2").arg(m_recordLine).arg(why);
        return false;
    };
    const auto endField = [&]() {
        fields.append(QString::fromUtf8(field));
        field.clear();
        wasQuoted = false;
        return fields.size() <= kMaxFields;
    };
    for (;;) {
        if (m_pos >= m_buffer.size() && !fill()) {
            // End of input: a record without a final line break is complete unless a quote is open.
            if (quoted)
                return fail(QStringLiteral("a quoted field is not closed (the file ends inside it: truncated?)"));
            endField();
            return true;
        }
        const char c = m_buffer.at(m_pos++);
        if (++recordBytes > kMaxRecordBytes)
            return fail(QStringLiteral("the record is longer than %1 bytes").arg(kMaxRecordBytes));
        if (quoted) {
            if (c == '"') {
                if (m_pos >= m_buffer.size())
                    fill();
                if (m_pos < m_buffer.size() && m_buffer.at(m_pos) == '"') {
                    field.append('"');
                    ++m_pos;
                } else {
                    quoted = false;
                    wasQuoted = true;
                }
            } else {
                if (c == '\n')
                    ++m_line;
                field.append(c);
            }
            continue;
        }
        if (c == ',') {
            if (!endField())
                return fail(QStringLiteral("more than %1 fields").arg(kMaxFields));
        } else if (c == '\n' || c == '\r') {
            if (c == '\r') {
                if (m_pos >= m_buffer.size())
                    fill();
                if (m_pos < m_buffer.size() && m_buffer.at(m_pos) == '\n')
                    ++m_pos;
            }
            ++m_line;
            endField();
            return true;
        } else if (c == '"') {
            if (wasQuoted || !field.isEmpty())
                return fail(QStringLiteral("field %1 has a quote inside unquoted text").arg(fields.size() + 1));
            quoted = true;
        } else {
            if (wasQuoted)
                return fail(QStringLiteral("field %1 has text after its closing quote").arg(fields.size() + 1));
            field.append(c);
        }
    }
}

} // namespace catalog::prices
