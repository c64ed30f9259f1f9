// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "PriceHistoryChartDialog.h"

#include "catalog/PriceHistory.h"
#include "charts/ChartView.h"
#include "itemmodels/PriceHistorySeries.h"

#include <QDate>
#include <QDialogButtonBox>
#include <QLabel>
#include <QVBoxLayout>

namespace {
gp::CivilDate today()
{
    const QDate d = QDate::currentDate();
    return {d.year(), d.month(), d.day()};
}

// The model's reason as a sentence ("the price history of ... cannot be read: ..." starts a CLI line there).
QString sentence(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}
} // namespace

PriceHistoryChartDialog::PriceHistoryChartDialog(const gp::CatalogSnapshot& catalog, const QString& offerKey,
                                                 QWidget* parent)
    : QDialog(parent), m_chart(new ChartView(this))
{
    const PriceHistorySeries history = priceHistorySeries(catalog, offerKey.toStdString(), today());
    build(history, offerKey, history.error);
}

PriceHistoryChartDialog::PriceHistoryChartDialog(const CatalogStore& store, const QString& offerKey, QWidget* parent)
    : QDialog(parent), m_chart(new ChartView(this))
{
    catalog::OfferPriceHistory read;
    QString error;
    bool notFound = false;
    PriceHistorySeries history;
    if (catalog::readOfferPriceHistory(store, offerKey, read, &error, &notFound)) {
        auto changes = catalog::priceChangesOf(read.entries, {&read.offer});
        history = priceHistorySeries(read.offer, changes[read.offer.key], today());
    }
    build(history, offerKey, notFound ? QString() : error);
}

void PriceHistoryChartDialog::build(const PriceHistorySeries& history, const QString& offerKey, const QString& problem)
{
    setWindowTitle(tr("Price History"));
    ChartSpec spec;
    spec.kind = ChartKind::Scatter;
    spec.id = QStringLiteral("price-history");
    spec.title = tr("List price of %1").arg(offerKey);
    spec.xTitle = tr("Days since %1").arg(history.origin);
    spec.yTitle = tr("List price (%1 per %2)").arg(history.currency, history.unit);
    // A failed read names the offer and what failed (catalog::historyReadError), shown instead of the chart.
    spec.emptyMessage = problem.isEmpty() ? tr("The catalog has no offer %1.").arg(offerKey) : sentence(problem);
    ChartSeries line;
    line.name = tr("List price");
    line.points = history.points;
    line.pointLabels = history.sources; // each point's source, in its tooltip (plain text: ChartBuilder)
    line.connect = true;
    spec.series = {line};
    m_chart->setSpec(spec);
    auto* note = new QLabel(this);
    note->setTextFormat(Qt::PlainText);
    note->setWordWrap(true);
    note->setVisible(problem.isEmpty()); // the chart's place says what failed
    note->setText(history.skipped > 0
                      ? tr("Each step is a price and the dates it held; %1 earlier price(s) in another currency or "
                           "unit, or without dates, are not drawn.")
                            .arg(history.skipped)
                      : tr("Each step is a price and the dates it held, up to today."));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_chart, 1);
    layout->addWidget(note);
    layout->addWidget(buttons);
    resize(760, 480);
}
