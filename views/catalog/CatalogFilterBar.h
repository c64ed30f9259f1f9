// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The row of filters above a catalog table (search, minimum memory and bandwidth, vendor, provider kind,
// currency) and the display-currency selector with the exchange rate and its date beside it. Plain
// widget: it reports what the user chose; the browser applies it to the proxy models. Typing in the search
// field is reported kTextDelayMs after the last keystroke (issue 33: "h100" filters 100,000 offers once, not
// four times); setText() and the other filters report at once.
#include <QWidget>

#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QTimer;

class CatalogFilterBar : public QWidget {
    Q_OBJECT
public:
    explicit CatalogFilterBar(QWidget* parent = nullptr);

    QString text() const;
    std::optional<double> minimumMemoryGb() const; // empty = any
    std::optional<double> minimumBandwidthTBps() const;
    QString vendor() const; // empty = any
    QString providerKind() const;
    QString currency() const;
    QString displayCurrency() const;

    void setText(const QString& text);
    void setMinimumMemoryGb(double gb);
    void setVendors(const QStringList& vendors);
    void setProviderKinds(const QStringList& kinds);
    void setCurrencies(const QStringList& codes); // filter list and display-currency list
    void setDisplayCurrency(const QString& code); // no displayCurrencyChanged emitted
    void setRateText(const QString& text, const QString& tooltip);
    // Greys out the filters the shown table cannot use.
    void setApplicable(bool memory, bool bandwidth, bool vendor, bool providerKind, bool currency);

    QLineEdit* searchField() const { return m_search; }
    // The pause after the last keystroke before the typed text is applied.
    static constexpr int kTextDelayMs = 150;
    bool textPending() const; // typed text not yet reported

public Q_SLOTS:
    // Reports the typed text now (what the delay does when it runs out; tests call it instead of waiting).
    void applyText();

Q_SIGNALS:
    void filtersChanged();
    void displayCurrencyChanged(const QString& code);

private:
    static void fillCombo(QComboBox* combo, const QString& anyText, const QStringList& values);
    QLineEdit* m_search;
    QDoubleSpinBox* m_memory;
    QDoubleSpinBox* m_bandwidth;
    QComboBox* m_vendor;
    QComboBox* m_kind;
    QComboBox* m_currency;
    QComboBox* m_display;
    QLabel* m_rate;
    QTimer* m_textTimer;
};
