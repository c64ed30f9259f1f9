// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "WhatIfPanel.h"

#include "SliderSpin.h"
#include "common/WheelGuard.h"
#include "document/Workspace.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace {
// Tokens slider: logarithmic from 10 M to 20 T tokens (a small fine-tune to a Llama 3 scale
// pre-training run, Meta 2024: 15 T), 1000 steps; position 0 = "each scenario's own".
constexpr double kTokensLogMin = 7.0;
constexpr double kTokensLogMax = 13.3;
constexpr int kTokensSteps = 1000;
constexpr double kBillion = 1e9;
} // namespace

WhatIfPanel::WhatIfPanel(QWidget* parent) : QWidget(parent)
{
    WheelGuard::installApplicationWide(); // scrolling past a knob never moves it
    auto* form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);

    m_mfu = new SliderSpin(0, 1000, 0, 100, 1, tr(" %"), this);
    m_mfu->setMapping([](double v) { return int(std::lround(v * 10)); }, [](int s) { return s / 10.0; });
    m_mfu->setSpecialValueText(tr("own value"));
    m_mfu->setToolTip(tr("Model FLOPs utilisation for every scenario: the share of peak TFLOPS a real run "
                         "reaches (PaLM reports 46%, Chowdhery et al. 2022). \"own\" = each scenario's own value."));
    form->addRow(tr("MFU"), m_mfu);

    m_price = new SliderSpin(int(WhatIfOverrides::kMinPriceFactorPercent), int(WhatIfOverrides::kMaxPriceFactorPercent),
                             WhatIfOverrides::kMinPriceFactorPercent, WhatIfOverrides::kMaxPriceFactorPercent, 0,
                             tr(" %"), this);
    m_price->setToolTip(tr("Every offer's price as a share of the catalog price: 80% asks \"what if we negotiate "
                           "20% off\"."));
    form->addRow(tr("Price (% of catalog)"), m_price);

    m_tokens = new SliderSpin(0, kTokensSteps, 0, 100000, 3, tr(" B tokens"), this);
    m_tokens->setMapping(
        [](double billions) {
            if (billions <= 0)
                return 0;
            const double t = (std::log10(billions * kBillion) - kTokensLogMin) / (kTokensLogMax - kTokensLogMin);
            return std::clamp(int(std::lround(t * kTokensSteps)), 1, kTokensSteps);
        },
        [](int s) {
            if (s <= 0)
                return 0.0;
            const double exponent = kTokensLogMin + (kTokensLogMax - kTokensLogMin) * s / kTokensSteps;
            // Three significant figures, so dragged values read cleanly ("1.25 B" not "1.2473 B").
            const double tokens = std::pow(10.0, exponent);
            const double scale = std::pow(10.0, std::floor(std::log10(tokens)) - 2);
            return std::round(tokens / scale) * scale / kBillion;
        });
    m_tokens->setSpecialValueText(tr("own value"));
    m_tokens->setToolTip(tr("Tokens to train for every training scenario (training time grows linearly with "
                            "them: 6 x parameters x tokens FLOPs, Kaplan et al. 2020)."));
    form->addRow(tr("Tokens to train"), m_tokens);

    m_gpus = new SliderSpin(0, 512, 0, 100000, 0, tr(" GPUs"), this);
    m_gpus->setSpecialValueText(tr("own value"));
    m_gpus->setToolTip(tr("Total GPUs for every scenario, rounded to the nearest count each one can run: whole "
                          "model copies on whole nodes, a data-parallel degree that splits its global batch, a "
                          "network past one node. Each scenario's header and the what-if list say what it got."));
    form->addRow(tr("Number of GPUs"), m_gpus);

    m_devOpsHours = new SliderSpin(0, 400, 0, WhatIfOverrides::kMaxDevOpsHoursPerMonth, 0, tr(" h/month"), this);
    m_devOpsHours->setToolTip(tr("Engineering hours per month to run the cluster (DevOps/MLOps), added to the "
                                 "monthly cost."));
    form->addRow(tr("DevOps hours"), m_devOpsHours);

    m_devOpsRate = new SliderSpin(0, 500, 0, WhatIfOverrides::kMaxDevOpsHourlyRate, 0, QString(), this);
    m_devOpsRate->setToolTip(tr("Loaded cost of one DevOps hour, in the workspace currency."));
    form->addRow(tr("DevOps rate"), m_devOpsRate);

    m_exchange = new SliderSpin(0, 150, 0, WhatIfOverrides::kMaxExchangeRate, 2, tr(" INR/USD"), this);
    m_exchange->setSpecialValueText(tr("catalog"));
    m_exchange->setToolTip(tr("Rupees per US dollar: re-prices every INR offer against USD ones (and the other "
                              "way round). Left = the catalog's dated rate."));
    m_rateLabel = new QLabel(tr("Exchange rate"));
    m_rateLabel->setBuddy(m_exchange); // its screen-reader name (common/Accessible.h)
    form->addRow(m_rateLabel, m_exchange);

    auto* generation = new QWidget(this);
    auto* genRow = new QVBoxLayout(generation);
    genRow->setContentsMargins(0, 0, 0, 0);
    genRow->setSpacing(0);
    m_generation = new QSlider(Qt::Horizontal, generation);
    m_generation->setPageStep(1);
    m_generation->setTickPosition(QSlider::TicksBelow);
    m_generationName = new QLabel(generation);
    m_generationName->setTextFormat(Qt::PlainText);
    genRow->addWidget(m_generation);
    genRow->addWidget(m_generationName);
    generation->setToolTip(tr("Step every scenario onto another catalog GPU, oldest to newest. Each offer is swapped "
                              "like for like: the same provider and tier, else the median offer of that tier, never "
                              "a cheaper tier; the column header says which. Left = each scenario's own GPU."));
    form->addRow(tr("GPU generation"), generation);

    auto* reset = new QPushButton(tr("&Reset what-if"), this);
    reset->setToolTip(tr("Back to every scenario's own inputs (one undo step)."));
    auto* snapshot = new QPushButton(tr("&Snapshot as scenario"), this);
    snapshot->setToolTip(tr("Add the selected scenario, with the current what-if applied, as a new scenario."));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(reset);
    buttons->addWidget(snapshot);
    buttons->addStretch(1);

    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);

    auto* layout = new QVBoxLayout(this);
    auto* title = new QLabel(tr("<b>What if...</b> (changes every scenario at once; Ctrl+Z undoes)"), this);
    title->setWordWrap(true);
    layout->addWidget(title);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_summary);
    layout->addStretch(1);

    connect(m_mfu, &SliderSpin::valueChanged, this, [this](double percent) {
        if (m_workspace)
            m_workspace->setWhatIfMfu(percent > 0 ? std::optional<double>(percent / 100) : std::nullopt);
    });
    connect(m_price, &SliderSpin::valueChanged, this, [this](double percent) {
        if (m_workspace)
            m_workspace->setWhatIfPriceFactor(percent);
    });
    connect(m_tokens, &SliderSpin::valueChanged, this, [this](double billions) {
        if (m_workspace)
            m_workspace->setWhatIfTokensToTrain(billions > 0 ? std::optional<double>(billions * kBillion)
                                                             : std::nullopt);
    });
    connect(m_gpus, &SliderSpin::valueChanged, this, [this](double gpus) {
        if (m_workspace)
            m_workspace->setWhatIfGpuCount(gpus >= 1 ? std::optional<int>(int(std::lround(gpus))) : std::nullopt);
    });
    connect(m_devOpsHours, &SliderSpin::valueChanged, this, [this](double h) {
        if (m_workspace)
            m_workspace->setWhatIfDevOpsHours(h);
    });
    connect(m_devOpsRate, &SliderSpin::valueChanged, this, [this](double r) {
        if (m_workspace)
            m_workspace->setWhatIfDevOpsRate(r);
    });
    connect(m_exchange, &SliderSpin::valueChanged, this, [this](double rate) {
        if (m_workspace)
            m_workspace->setWhatIfExchangeRate(rate > 0 ? std::optional<double>(rate) : std::nullopt);
    });
    connect(m_generation, &QSlider::valueChanged, this, [this](int position) {
        const bool own = position <= 0 || position > int(m_gpuKeys.size());
        m_generationName->setText(own ? tr("each scenario's own GPU") : m_gpuNames[size_t(position - 1)]);
        if (m_workspace)
            m_workspace->setWhatIfGpuStep(own ? std::nullopt
                                              : std::optional<std::string>(m_gpuKeys[size_t(position - 1)]));
    });
    connect(reset, &QPushButton::clicked, this, [this] {
        if (m_workspace)
            m_workspace->resetWhatIf();
    });
    connect(snapshot, &QPushButton::clicked, this, &WhatIfPanel::snapshotRequested);
}

void WhatIfPanel::setWorkspace(Workspace* workspace)
{
    if (m_workspace)
        disconnect(m_workspace, nullptr, this, nullptr);
    m_workspace = workspace;
    if (workspace) {
        connect(workspace, &Workspace::whatIfChanged, this, &WhatIfPanel::refreshFromWorkspace);
        connect(workspace, &Workspace::metadataChanged, this, &WhatIfPanel::refreshFromWorkspace);
    }
    refreshFromWorkspace();
}

void WhatIfPanel::fillGenerations()
{
    std::vector<const gp::GpuSpec*> gpus;
    if (m_workspace)
        for (const auto& g : m_workspace->catalog().gpus)
            gpus.push_back(&g);
    // Oldest to newest, then by dense BF16 throughput: moving right is moving up a generation.
    std::sort(gpus.begin(), gpus.end(), [](const gp::GpuSpec* a, const gp::GpuSpec* b) {
        return std::tie(a->launchYear, a->fp16DenseTflops, a->key) <
               std::tie(b->launchYear, b->fp16DenseTflops, b->key);
    });
    m_gpuKeys.clear();
    m_gpuNames.clear();
    for (const gp::GpuSpec* g : gpus) {
        m_gpuKeys.push_back(g->key);
        m_gpuNames.push_back(g->launchYear > 0 ? tr("%1 (%2)").arg(QString::fromStdString(g->name)).arg(g->launchYear)
                                               : QString::fromStdString(g->name));
    }
    const QSignalBlocker block(m_generation);
    m_generation->setRange(0, int(m_gpuKeys.size()));
}

void WhatIfPanel::refreshFromWorkspace()
{
    fillGenerations();
    setEnabled(m_workspace != nullptr);
    if (!m_workspace)
        return;
    const WhatIfOverrides& w = m_workspace->whatIf();
    m_mfu->setValue(w.mfu ? *w.mfu * 100 : 0);
    m_price->setValue(w.priceFactorPercent);
    m_tokens->setValue(w.tokensToTrain ? *w.tokensToTrain / kBillion : 0);
    m_gpus->setValue(w.gpuCount ? *w.gpuCount : 0);
    m_devOpsHours->setValue(w.devOpsHoursPerMonth);
    m_devOpsRate->setValue(w.devOpsHourlyRate);
    m_devOpsRate->spin()->setSuffix(QStringLiteral(" %1/h").arg(m_workspace->currency()));
    m_exchange->setValue(w.exchangeRateUnitsPerUsd ? *w.exchangeRateUnitsPerUsd : 0);
    int position = 0;
    if (w.gpuStepKey) {
        const auto it = std::find(m_gpuKeys.begin(), m_gpuKeys.end(), *w.gpuStepKey);
        if (it != m_gpuKeys.end())
            position = int(it - m_gpuKeys.begin()) + 1;
    }
    {
        const QSignalBlocker block(m_generation);
        m_generation->setValue(position);
    }
    m_generationName->setText(position == 0 ? tr("each scenario's own GPU") : m_gpuNames[size_t(position - 1)]);
    m_summary->setText(w.isNeutral() ? tr("No what-if applied: every figure is the scenarios' own.")
                                     : tr("What-if applied to every scenario. Saved scenarios are unchanged until "
                                          "you snapshot one. Changed figures are marked in the table and charts."));
}
