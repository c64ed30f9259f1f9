// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "WorkloadRecommendationPage.h"

#include "WorkloadWizard.h"
#include "common/AppSettings.h"
#include "itemmodels/CatalogValueFormat.h"
#include "planning/PriceAge.h"
#include "text/MessageText.h"

#include <QApplication>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>

namespace {

QLabel* plain(QWidget* parent)
{
    auto* l = new QLabel(parent);
    l->setTextFormat(Qt::PlainText);
    l->setWordWrap(true);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    return l;
}

QTableWidgetItem* item(const QString& text, const QString& tip = {})
{
    auto* i = new QTableWidgetItem(text);
    i->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    i->setToolTip((tip.isEmpty() ? text : tip).toHtmlEscaped());
    return i;
}

QString money(double v, const std::string& currency)
{
    return QStringLiteral("%1 %2").arg(QString::fromStdString(currency), QLocale().toString(v, 'f', v < 100 ? 2 : 0));
}

QString duration(double hours)
{
    return hours < 72 ? QObject::tr("%1 h").arg(QLocale().toString(hours, 'f', 1))
                      : QObject::tr("%1 days").arg(QLocale().toString(hours / 24, 'f', 1));
}

} // namespace

WorkloadRecommendationPage::WorkloadRecommendationPage(QWidget* parent)
    : QWizardPage(parent), m_summary(plain(this)), m_residency(plain(this)), m_mode(new QComboBox(this)),
      m_configurations(new QTableWidget(this)), m_why(plain(this)), m_gpus(new QTableWidget(this)),
      m_warnings(plain(this)), m_utilisation(new QPushButton(tr("Check &GPU utilisation of a running job..."), this))
{
    setTitle(tr("Recommendation"));
    setSubTitle(tr("Checked by the planning engine. Tick the configurations to add to the workspace."));
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_summary);
    QPalette warn = m_residency->palette();
    warn.setColor(QPalette::WindowText, QColor(0x8a, 0x4b, 0x00));
    m_residency->setPalette(warn);
    layout->addWidget(m_residency);
    auto* modeRow = new QHBoxLayout;
    auto* modeLabel = new QLabel(tr("&Options:"), this);
    modeLabel->setBuddy(m_mode);
    m_mode->setObjectName(QStringLiteral("optionMode"));
    m_mode->addItem(tr("The three cheapest that meet every target"), int(gp::OptionMode::ThreeCheapest));
    m_mode->addItem(tr("The cheapest of each GPU type"), int(gp::OptionMode::CheapestPerGpuType));
    m_mode->setToolTip(tr("Both lists meet every target; the GPU types below can be added too."));
    modeRow->addWidget(modeLabel);
    modeRow->addWidget(m_mode);
    modeRow->addStretch();
    layout->addLayout(modeRow);
    m_configurations->setObjectName(QStringLiteral("configurations"));
    m_configurations->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_configurations->setSelectionMode(QAbstractItemView::SingleSelection);
    m_configurations->verticalHeader()->hide();
    m_configurations->setToolTip(
        tr("The cheapest configurations that fit memory and meet the deadline and budget; Space ticks a row."));
    layout->addWidget(m_configurations);
    layout->addWidget(m_why);
    auto* gpuTitle = plain(this);
    gpuTitle->setText(tr("GPU types the catalog rents (tick a row to add its cheapest configuration):"));
    layout->addWidget(gpuTitle);
    m_gpus->setObjectName(QStringLiteral("gpuTypes"));
    m_gpus->verticalHeader()->hide();
    m_gpus->setMinimumHeight(160);
    m_gpus->setToolTip(
        tr("Every GPU type the catalog rents: the fewest GPUs that hold the job, and its cheapest configuration "
           "that meets every target, or why there is none."));
    layout->addWidget(m_gpus);
    warn.setColor(QPalette::WindowText, QColor(0xb0, 0x00, 0x20));
    m_warnings->setPalette(warn);
    layout->addWidget(m_warnings);
    m_utilisation->setToolTip(
        tr("Below 70% GPU utilisation the bottleneck is not the GPU: see the causes and what fixing them is worth."));
    layout->addWidget(m_utilisation, 0, Qt::AlignLeft);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(content);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
    connect(m_configurations, &QTableWidget::itemChanged, this, [this] { Q_EMIT completeChanged(); });
    connect(m_gpus, &QTableWidget::itemChanged, this, [this] { Q_EMIT completeChanged(); });
    connect(m_mode, &QComboBox::currentIndexChanged, this, [this] { fillOptions(); });
    connect(m_configurations, &QTableWidget::currentCellChanged, this, [this](int row) {
        const auto& options = shownOptions();
        if (row >= 0 && row < int(options.size()))
            m_why->setText(tr("Option %1: %2").arg(row + 1).arg(gp::text::renderJoined(options[size_t(row)].why)));
    });
    connect(m_utilisation, &QPushButton::clicked, this, [this] {
        const auto& options = shownOptions();
        const int row = std::max(0, m_configurations->currentRow());
        if (row < int(options.size()))
            Q_EMIT utilisationCheckRequested(options[size_t(row)].scenario);
    });
}

void WorkloadRecommendationPage::initializePage()
{
    const auto* w = qobject_cast<const WorkloadWizard*>(wizard());
    if (!w)
        return;
    m_catalog = &w->catalog();
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const gp::WorkloadRecommendation r = gp::WorkloadAdvisor::recommend(w->answers(), w->catalog());
    QApplication::restoreOverrideCursor();
    show(r);
}

void WorkloadRecommendationPage::show(const gp::WorkloadRecommendation& r)
{
    m_recommendation = r;
    const bool training = r.workload.isTraining();
    QStringList summary;
    if (!gp::isEmpty(r.modelNote))
        summary << tr("Model: %1").arg(gp::text::render(r.modelNote));
    for (const auto& e : r.errors)
        summary
            << tr("Cannot recommend: %1 (%2)").arg(QString::fromStdString(e.message), QString::fromStdString(e.field));
    if (!gp::isEmpty(r.tier)) {
        summary << tr("Tier: %1. %2").arg(gp::text::render(r.tier), gp::text::render(r.tierWhy));
        summary << tr("Parallel strategy: %1. %2")
                       .arg(gp::text::renderJoined(r.strategy, QStringLiteral("; ")),
                            gp::text::renderJoined(r.strategyWhy));
    }
    if (!r.processorNote.empty())
        summary << gp::text::renderJoined(r.processorNote);
    m_summary->setText(summary.join(QStringLiteral("\n\n")));
    QStringList residency;
    if (!gp::isEmpty(r.residency))
        residency << tr("Residency: %1. Every offer priced is hosted in India; the scenarios added keep it as part "
                        "of the plan (the plan header shows it) and in their name and notes.")
                         .arg(gp::text::render(r.residency));
    if (!gp::isEmpty(r.residencyNote))
        residency << gp::text::render(r.residencyNote);
    m_residency->setText(residency.join(QStringLiteral("\n")));
    m_residency->setVisible(!residency.isEmpty());

    fillOptions(); // in the mode the user picked (three cheapest unless changed)

    const QStringList gpuHeaders =
        training
            ? QStringList{tr("Add"),  tr("GPU"),         tr("Fewest GPUs that hold it"), tr("Meets the deadline with"),
                          tr("Time"), tr("Cost per run")}
            : QStringList{
                  tr("Add"),     tr("GPU"),          tr("Fewest GPUs that hold it"), tr("Meets every target with"),
                  tr("Latency"), tr("Cost per hour")};
    m_gpus->blockSignals(true);
    m_gpus->clear();
    m_gpus->setColumnCount(int(gpuHeaders.size()));
    m_gpus->setHorizontalHeaderLabels(gpuHeaders);
    m_gpus->setRowCount(int(r.gpuTypes.size()));
    const std::string cur = r.workload.pricing.currency;
    for (int i = 0; i < int(r.gpuTypes.size()); ++i) {
        const auto& g = r.gpuTypes[size_t(i)];
        auto* add = new QTableWidgetItem;
        if (g.configuration >= 0) {
            add->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
            add->setCheckState(Qt::Unchecked);
            add->setToolTip(tr("Add this GPU's cheapest configuration to the workspace as a scenario."));
        } else {
            add->setFlags(Qt::ItemIsEnabled);
        }
        m_gpus->setItem(i, 0, add);
        m_gpus->setItem(i, 1, item(QString::fromStdString(g.gpuName)));
        m_gpus->setItem(
            i, 2, item(g.fewestGpusForMemory > 0 ? QLocale().toString(g.fewestGpusForMemory) : tr("does not fit")));
        // Every GPU without a configuration says why (the advisor's words).
        m_gpus->setItem(
            i, 3,
            item(g.meetsDeadline ? tr("%n GPU(s)", nullptr, g.gpus) : tr("none: %1").arg(gp::text::render(g.whyNone))));
        m_gpus->setItem(i, 4,
                        item(!g.meetsDeadline ? QString()
                             : training       ? duration(g.hours)
                                              : tr("%1 s").arg(QLocale().toString(g.hours, 'f', 2))));
        m_gpus->setItem(i, 5,
                        item(g.meetsDeadline ? money(g.cost, cur) : QString(), QString::fromStdString(g.offerKey)));
    }
    m_gpus->resizeColumnsToContents();
    m_gpus->horizontalHeader()->setStretchLastSection(true);
    m_gpus->blockSignals(false);

    const QStringList warnings = gp::text::render(r.warnings); // in the reader's language (the text layer)
    m_warnings->setText(warnings.join(QLatin1Char('\n')));
    m_warnings->setVisible(!warnings.isEmpty());
    m_utilisation->setEnabled(!shownOptions().empty() && training);
    Q_EMIT completeChanged();
}

bool WorkloadRecommendationPage::isComplete() const { return !chosenScenarios().empty(); }

std::vector<gp::RecommendedConfiguration> WorkloadRecommendationPage::chosenConfigurations() const
{
    std::vector<gp::RecommendedConfiguration> out;
    auto addOnce = [&](const gp::RecommendedConfiguration& c) {
        // A GPU row's configuration may also be one of the options: added once.
        for (const auto& o : out)
            if (o.scenario.name == c.scenario.name && o.cost == c.cost)
                return;
        out.push_back(c);
    };
    const auto& options = shownOptions();
    for (int i = 0; i < m_configurations->rowCount() && i < int(options.size()); ++i)
        if (const auto* it = m_configurations->item(i, 0); it && it->checkState() == Qt::Checked)
            addOnce(options[size_t(i)]);
    const auto& perGpu = m_recommendation.gpuTypeConfigurations;
    for (int i = 0; i < m_gpus->rowCount() && i < int(m_recommendation.gpuTypes.size()); ++i) {
        const int c = m_recommendation.gpuTypes[size_t(i)].configuration;
        if (const auto* it = m_gpus->item(i, 0);
            it && c >= 0 && c < int(perGpu.size()) && it->checkState() == Qt::Checked)
            addOnce(perGpu[size_t(c)]);
    }
    return out;
}

std::vector<gp::Scenario> WorkloadRecommendationPage::chosenScenarios() const
{
    std::vector<gp::Scenario> out;
    for (const auto& c : chosenConfigurations())
        out.push_back(c.scenario);
    return out;
}

const std::vector<gp::RecommendedConfiguration>& WorkloadRecommendationPage::shownOptions() const
{
    return m_mode->currentData().toInt() == int(gp::OptionMode::CheapestPerGpuType)
               ? m_recommendation.gpuTypeConfigurations
               : m_recommendation.threeCheapest;
}

void WorkloadRecommendationPage::fillOptions()
{
    const bool training = m_recommendation.workload.isTraining();
    const auto& options = shownOptions();
    const QStringList headers =
        training ? QStringList{tr("Add"),          tr("Configuration"),      tr("Offer"),    tr("Time"),
                               tr("Cost per run"), tr("Per million tokens"), tr("Price age")}
                 : QStringList{tr("Add"),      tr("Configuration"), tr("Offer"),
                               tr("Latency"),  tr("Cost per hour"), tr("Per million output tokens"),
                               tr("Price age")};
    m_configurations->blockSignals(true);
    m_configurations->clear();
    m_configurations->setColumnCount(int(headers.size()));
    m_configurations->setHorizontalHeaderLabels(headers);
    m_configurations->setRowCount(int(options.size()));
    for (int i = 0; i < int(options.size()); ++i) {
        const auto& c = options[size_t(i)];
        const std::string& cur = c.scenario.pricing.currency;
        auto* add = new QTableWidgetItem(tr("Option %1").arg(i + 1));
        add->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        add->setCheckState(i < 3 ? Qt::Checked : Qt::Unchecked);
        add->setToolTip(tr("Add this configuration to the workspace as a scenario."));
        m_configurations->setItem(i, 0, add);
        m_configurations->setItem(
            i, 1,
            item(QString::fromStdString(c.title), (gp::text::renderJoined(c.why) + QStringLiteral("\n\n") +
                                                   gp::text::renderJoined(c.notes, QStringLiteral("\n")))
                                                      .trimmed()));
        m_configurations->setItem(i, 2, item(QString::fromStdString(c.offerLabel)));
        m_configurations->setItem(i, 3,
                                  item(training ? duration(c.hours)
                                                : tr("%1 s (TTFT %2 ms, %3 ms/token)")
                                                      .arg(QLocale().toString(c.hours, 'f', 2))
                                                      .arg(QLocale().toString(c.ttftSeconds * 1000, 'f', 0))
                                                      .arg(QLocale().toString(c.tpotSeconds * 1000, 'f', 0))));
        m_configurations->setItem(i, 4, item(money(c.cost, cur)));
        m_configurations->setItem(i, 5, item(money(c.costPerMillionTokens, cur)));
        // How old the option's price is, and "stale" past the setting's threshold (issue 33).
        const gp::OfferSpec* offer = m_catalog && !c.scenario.pricing.offerKeys.empty()
                                         ? m_catalog->offer(c.scenario.pricing.offerKeys.front())
                                         : nullptr;
        const gp::PriceAge age =
            gp::priceAge(offer ? offer->ref.asOf : std::string(),
                         gp::CivilDate{m_today.year(), m_today.month(), m_today.day()}, AppSettings::priceStaleDays());
        m_configurations->setItem(i, kPriceAgeColumn,
                                  item(CatalogValueFormat::ageText(age), CatalogValueFormat::ageToolTip(age)));
    }
    m_configurations->resizeColumnsToContents();
    m_configurations->horizontalHeader()->setStretchLastSection(true);
    // Every option row whole: the horizontal scroll bar, which the long offer labels bring at 1,000 px, took the
    // third row's place (seen in the 1280 x 800 screenshots, docs/screenshots/workload-wizard-6-recommendation.png).
    m_configurations->setFixedHeight(m_configurations->horizontalHeader()->height() + 4 +
                                     std::max(1, int(std::min<std::size_t>(options.size(), 6))) *
                                         m_configurations->verticalHeader()->defaultSectionSize() +
                                     m_configurations->horizontalScrollBar()->sizeHint().height());
    m_configurations->blockSignals(false);
    if (!options.empty())
        m_configurations->setCurrentCell(0, 0);
    else
        m_why->clear();
    m_utilisation->setEnabled(!options.empty() && training);
    Q_EMIT completeChanged();
}

QString WorkloadRecommendationPage::summaryText() const { return m_summary->text(); }
