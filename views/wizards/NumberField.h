// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// A number typed into a line edit, checked as the user types: out of range or not a number shows a
// message right under the field (plain text) and the owning wizard page reports itself incomplete, so
// Next stays disabled until the entry is valid. Parsing follows the user's locale, and accepts the C
// locale's "1.5" and "2e9" too.
#include <QWidget>

class QLabel;
class QLineEdit;

class NumberField : public QWidget {
    Q_OBJECT
public:
    // `what` names the field in messages ("Tokens"), `unit` follows the number ("billion tokens").
    NumberField(const QString& what, const QString& unit, double minimum, double maximum, double value,
                QWidget* parent = nullptr);

    void setMinimumExclusive(bool exclusive);                    // "above 0" instead of "at least 0"
    void setAllowEmpty(bool allow, const QString& emptyMeaning); // empty = 0, e.g. "no target"
    void setToolTipText(const QString& tip);
    void setValue(double value);
    void setText(const QString& text);

    bool isValid() const;
    double value() const;    // 0 when empty and allowed
    QString message() const; // empty when valid
    QLineEdit* edit() const { return m_edit; }

Q_SIGNALS:
    void changed(); // text edited (valid or not)

private:
    void revalidate();

    QString m_what, m_unit, m_emptyMeaning;
    double m_min, m_max;
    bool m_minExclusive = false;
    bool m_allowEmpty = false;
    QLineEdit* m_edit;
    QLabel* m_unitLabel;
    QLabel* m_message;
    bool m_valid = true;
    double m_value = 0;
};
