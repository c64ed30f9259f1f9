// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "NumberField.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QVBoxLayout>

#include <cmath>

NumberField::NumberField(const QString& what, const QString& unit, double minimum, double maximum, double value,
                         QWidget* parent)
    : QWidget(parent), m_what(what), m_unit(unit), m_min(minimum), m_max(maximum), m_edit(new QLineEdit(this)),
      m_unitLabel(new QLabel(unit, this)), m_message(new QLabel(this))
{
    m_unitLabel->setTextFormat(Qt::PlainText);
    m_message->setTextFormat(Qt::PlainText);
    m_message->setWordWrap(true);
    m_message->setObjectName(QStringLiteral("validationMessage"));
    QPalette p = m_message->palette();
    p.setColor(QPalette::WindowText, QColor(0xb0, 0x00, 0x20));
    m_message->setPalette(p);
    m_message->hide();
    m_edit->setAccessibleName(what);
    auto* row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_edit, 1);
    row->addWidget(m_unitLabel);
    auto* col = new QVBoxLayout(this);
    col->setContentsMargins(0, 0, 0, 0);
    col->setSpacing(2);
    col->addLayout(row);
    col->addWidget(m_message);
    connect(m_edit, &QLineEdit::textEdited, this, [this] {
        revalidate();
        Q_EMIT changed();
    });
    setValue(value);
}

void NumberField::setMinimumExclusive(bool exclusive)
{
    m_minExclusive = exclusive;
    revalidate();
}

void NumberField::setAllowEmpty(bool allow, const QString& emptyMeaning)
{
    m_allowEmpty = allow;
    m_emptyMeaning = emptyMeaning;
    m_edit->setPlaceholderText(allow ? emptyMeaning : QString());
    revalidate();
}

void NumberField::setToolTipText(const QString& tip)
{
    m_edit->setToolTip(tip.toHtmlEscaped());
    m_unitLabel->setToolTip(tip.toHtmlEscaped());
}

void NumberField::setValue(double value) { setText(QLocale().toString(value, 'g', 12)); }

void NumberField::setText(const QString& text)
{
    m_edit->setText(text);
    revalidate();
    Q_EMIT changed();
}

bool NumberField::isValid() const { return m_valid; }
double NumberField::value() const { return m_value; }
QString NumberField::message() const { return m_message->isVisible() || !m_valid ? m_message->text() : QString(); }

void NumberField::revalidate()
{
    const QString text = m_edit->text().trimmed();
    QString error;
    double v = 0;
    if (text.isEmpty()) {
        if (!m_allowEmpty)
            error = tr("%1: enter a number.").arg(m_what);
    } else {
        bool ok = false;
        v = QLocale().toDouble(text, &ok);
        if (!ok)
            v = QLocale::c().toDouble(text, &ok);
        if (!ok || !std::isfinite(v))
            error = tr("%1: \"%2\" is not a number.").arg(m_what, text);
        else if (m_minExclusive ? !(v > m_min) : !(v >= m_min))
            error = m_minExclusive ? tr("%1 must be above %2 %3.").arg(m_what, QLocale().toString(m_min), m_unit)
                                   : tr("%1 must be at least %2 %3.").arg(m_what, QLocale().toString(m_min), m_unit);
        else if (v > m_max)
            error = tr("%1 must be at most %2 %3.").arg(m_what, QLocale().toString(m_max, 'g', 12), m_unit);
    }
    m_valid = error.isEmpty();
    m_value = m_valid ? v : 0;
    m_message->setText(error);
    m_message->setVisible(!m_valid);
}
