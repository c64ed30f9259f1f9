// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "VramWizard.h"
#include "common/Accessible.h"

#include "NumberField.h"
#include "charts/ChartFactory.h"
#include "charts/ChartView.h"
#include "document/Workspace.h"
#include "itemmodels/ChartDataBuilder.h"
#include "planning/ScenarioValidator.h"
#include "planning/VramAdvisor.h"
#include "planning/VramEstimator.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>
#include <functional>

namespace {

class VramWizardPage : public QWizardPage {
public:
    VramWizardPage(VramWizard* wizard, int id, const QString& title, const QString& subTitle)
        : QWizardPage(wizard), m_wizard(wizard), m_id(id)
    {
        setTitle(title);
        setSubTitle(subTitle);
        form = new QFormLayout(this);
        QObject::connect(wizard, &VramWizard::scenarioChanged, this, &QWizardPage::completeChanged);
    }
    int nextId() const override { return m_wizard->nextIdFrom(m_id); }
    bool isComplete() const override { return m_wizard->pageValid(m_id); }
    void initializePage() override
    {
        if (m_id == VramPage::Result)
            m_wizard->refreshResult();
        if (onShow)
            onShow();
    }
    QFormLayout* form;
    std::function<void()> onShow;

private:
    VramWizard* m_wizard;
    int m_id;
};

QLabel* plain(const QString& text, QWidget* parent)
{
    auto* l = new QLabel(text, parent);
    l->setTextFormat(Qt::PlainText);
    l->setWordWrap(true);
    return l;
}

QTableWidgetItem* cell(const QString& text, const QString& tip = {})
{
    auto* i = new QTableWidgetItem(text);
    i->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    i->setToolTip((tip.isEmpty() ? text : tip).toHtmlEscaped());
    return i;
}

QString gb(double v) { return QObject::tr("%1 GB").arg(QLocale().toString(v, 'f', 1)); }

QTableWidget* table(QWidget* parent, const QString& name, const QStringList& headers)
{
    auto* t = new QTableWidget(parent);
    t->setObjectName(name);
    t->setColumnCount(int(headers.size()));
    t->setHorizontalHeaderLabels(headers);
    t->verticalHeader()->hide();
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}

// Page -> the scenario fields (JSON paths) whose engine errors keep it incomplete.
QStringList fieldsOf(int page)
{
    switch (page) {
    case VramPage::Model:
        return {QStringLiteral("model"), QStringLiteral("hardware.gpu_key")};
    case VramPage::Batch:
        return {QStringLiteral("training.micro_batch"), QStringLiteral("training.sequence_length"),
                QStringLiteral("training.global_batch"), QStringLiteral("inference.")};
    case VramPage::Lora:
        return {QStringLiteral("training.lora")};
    case VramPage::Parallel:
        return {QStringLiteral("parallel."), QStringLiteral("hardware.")};
    default:
        return {};
    }
}

} // namespace

VramWizard::VramWizard(const gp::CatalogSnapshot& catalog, const QString& currency, QWidget* parent)
    : QWizard(parent), m_catalog(catalog), m_currency(currency), m_chart(new ChartView(this)),
      m_errors(plain(QString(), this))
{
    Accessible::watch(); // names and descriptions for the screen reader (common/Accessible.h)
    setObjectName(QStringLiteral("VramWizard"));
    setWindowTitle(tr("Plan GPU memory"));
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::NoBackButtonOnStartPage);
    setButtonText(QWizard::FinishButton, tr("&Add to workspace"));
    // The live bar beside every page.
    auto* side = new QWidget(this);
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    m_chart->setObjectName(QStringLiteral("memoryChart"));
    m_chart->setMinimumWidth(380);
    m_chart->setToolTip(tr("Memory per GPU by component, as the engine computes it, against the GPU's usable memory."));
    sideLayout->addWidget(m_chart, 1);
    QPalette p = m_errors->palette();
    p.setColor(QPalette::WindowText, QColor(0xb0, 0x00, 0x20));
    m_errors->setPalette(p);
    m_errors->setMaximumWidth(380);
    sideLayout->addWidget(m_errors);
    setSideWidget(side);

    m_scenario = gp::VramAdvisor::article13bFullFineTune();
    m_scenario.name = "Memory plan";
    m_scenario.pricing.currency = currency.toStdString();
    if (!m_catalog.model(m_scenario.model.catalogKey) && !m_catalog.models.empty())
        m_scenario.model.catalogKey = m_catalog.models.front().key;
    if (!m_catalog.gpu(m_scenario.hardware.gpuKey) && !m_catalog.gpus.empty())
        m_scenario.hardware.gpuKey = m_catalog.gpus.front().key;
    buildPages();
    writeFields();
    readFields();
    resize(1220, 720); // fits 1280 x 800
}

QComboBox* VramWizard::combo(const char* name) const { return findChild<QComboBox*>(QString::fromLatin1(name)); }
NumberField* VramWizard::field(const char* name) const { return findChild<NumberField*>(QString::fromLatin1(name)); }

void VramWizard::buildPages()
{
    auto addCombo = [this](VramWizardPage* page, const char* name, const QString& label, const QString& tip,
                           const QList<QPair<QString, int>>& items) {
        auto* c = new QComboBox(page);
        c->setObjectName(QString::fromLatin1(name));
        for (const auto& [text, value] : items)
            c->addItem(text, value);
        c->setToolTip(tip.toHtmlEscaped());
        auto* l = new QLabel(label, page);
        l->setBuddy(c);
        page->form->addRow(l, c);
        connect(c, &QComboBox::currentIndexChanged, this, &VramWizard::readFields);
        return c;
    };
    auto addField = [this](VramWizardPage* page, const char* name, const QString& label, const QString& what,
                           const QString& unit, double lo, double hi, const QString& tip) {
        auto* f = new NumberField(what, unit, lo, hi, lo, page);
        f->setObjectName(QString::fromLatin1(name));
        f->setToolTipText(tip);
        auto* l = new QLabel(label, page);
        l->setBuddy(f->edit());
        page->form->addRow(l, f);
        connect(f, &NumberField::changed, this, &VramWizard::readFields);
        return f;
    };

    auto* model =
        new VramWizardPage(this, VramPage::Model, tr("Model and GPU"),
                           tr("The model decides the weights; the GPU the capacity the bar is held against."));
    {
        auto* c = new QComboBox(model);
        c->setObjectName(QStringLiteral("model"));
        for (const auto& m : m_catalog.models)
            c->addItem(QStringLiteral("%1 (%2 B)")
                           .arg(QString::fromStdString(m.name.empty() ? m.key : m.name))
                           .arg(m.parameters / 1e9, 0, 'f', 1),
                       QString::fromStdString(m.key));
        c->setToolTip(tr("Catalog architectures: layers, widths, heads and vocabulary as published."));
        auto* l = new QLabel(tr("&Model:"), model);
        l->setBuddy(c);
        model->form->addRow(l, c);
        connect(c, &QComboBox::currentIndexChanged, this, &VramWizard::readFields);
        auto* g = new QComboBox(model);
        g->setObjectName(QStringLiteral("gpu"));
        for (const auto& gpu : m_catalog.gpus)
            g->addItem(QStringLiteral("%1 (%2 GB)").arg(QString::fromStdString(gpu.name)).arg(gpu.memoryGb, 0, 'f', 0),
                       QString::fromStdString(gpu.key));
        g->setToolTip(tr("The GPU to hold the plan against; the last page compares every catalog GPU."));
        auto* gl = new QLabel(tr("&GPU:"), model);
        gl->setBuddy(g);
        model->form->addRow(gl, g);
        connect(g, &QComboBox::currentIndexChanged, this, &VramWizard::readFields);
        model->form->addRow(plain(tr("Or start from one of the seed article's worked examples:"), model));
        auto* row = new QHBoxLayout;
        const struct {
            QString text;
            gp::Scenario (*make)();
        } examples[] = {{tr("13B &walk-through"), &gp::VramAdvisor::article13bFullFineTune},
                        {tr("7B QLoRA on &24 GB"), &gp::VramAdvisor::article7bQLoRA},
                        {tr("70B at &4 bits"), &gp::VramAdvisor::article70bFourBit}};
        for (const auto& e : examples) {
            auto* b = new QPushButton(e.text, model);
            b->setToolTip(tr("Fill every page with the article's assumptions for this example."));
            auto make = e.make;
            connect(b, &QPushButton::clicked, this, [this, make] {
                gp::Scenario s = make();
                s.pricing.currency = m_currency.toStdString();
                load(s);
            });
            row->addWidget(b);
        }
        model->form->addRow(row);
    }
    setPage(VramPage::Model, model);

    auto* task = new VramWizardPage(this, VramPage::Task, tr("Task"),
                                    tr("Training keeps gradients and optimizer states; serving keeps the KV cache."));
    addCombo(task, "task", tr("&Task:"), tr("What the GPUs do with the model."),
             {{tr("Pre-train from scratch"), int(gp::Task::PreTrain)},
              {tr("Full fine-tune"), int(gp::Task::FullFineTune)},
              {tr("LoRA fine-tune"), int(gp::Task::LoRA)},
              {tr("QLoRA fine-tune (4-bit base)"), int(gp::Task::QLoRA)},
              {tr("Serve (inference)"), int(gp::Task::Inference)}});
    setPage(VramPage::Task, task);

    auto* precision = new VramWizardPage(
        this, VramPage::Precision, tr("Precision and optimizer"),
        tr("Mixed precision keeps an FP32 master copy; AdamW two FP32 moments: 12 bytes a trained parameter."));
    addCombo(precision, "precision", tr("&Precision:"), tr("Compute precision of training."),
             {{tr("BF16 mixed (FP32 master weights)"), int(gp::TrainPrecision::MixedBF16)},
              {tr("Pure BF16 (no FP32 copy: 8 bytes a parameter with AdamW)"), int(gp::TrainPrecision::PureBF16)},
              {tr("FP8 mixed (Hopper and later)"), int(gp::TrainPrecision::FP8)},
              {tr("FP32"), int(gp::TrainPrecision::FP32)}});
    addCombo(
        precision, "optimizer", tr("&Optimizer:"),
        tr("Optimizer states per trained parameter: AdamW 8 B, 8-bit AdamW 2 B, SGD momentum 4 B, Adafactor about 0."),
        {{tr("AdamW"), int(gp::Optimizer::AdamW)},
         {tr("8-bit AdamW (bitsandbytes)"), int(gp::Optimizer::AdamW8bit)},
         {tr("SGD with momentum"), int(gp::Optimizer::SgdMomentum)},
         {tr("Adafactor"), int(gp::Optimizer::Adafactor)},
         {tr("Paged AdamW (bitsandbytes)"), int(gp::Optimizer::AdamWPaged)},
         {tr("Paged 8-bit AdamW (bitsandbytes)"), int(gp::Optimizer::AdamW8bitPaged)}});
    setPage(VramPage::Precision, precision);

    auto* batch = new VramWizardPage(this, VramPage::Batch, tr("Batch and sequence"),
                                     tr("Activations and the KV cache grow with both."));
    addField(batch, "microBatch", tr("&Micro-batch:"), tr("Micro-batch"), tr("sequences per GPU"), 1, 4096,
             tr("Sequences each GPU processes at once; gradient accumulation makes up the rest of the batch."));
    addField(batch, "sequence", tr("&Sequence length:"), tr("Sequence length"), tr("tokens"), 1, 1e7,
             tr("Tokens per training sequence."));
    addField(batch, "concurrent", tr("&Concurrent sequences:"), tr("Concurrent sequences"), tr("sequences"), 1, 100000,
             tr("Requests decoded together; each holds its KV cache."));
    addField(batch, "prompt", tr("&Prompt:"), tr("Prompt length"), tr("tokens"), 1, 1e7,
             tr("Prompt tokens per request."));
    addField(batch, "output", tr("&Output:"), tr("Output length"), tr("tokens"), 1, 1e7,
             tr("Generated tokens per request."));
    batch->onShow = [this, batch] {
        const bool training = m_scenario.isTraining();
        for (const char* n : {"microBatch", "sequence"}) {
            field(n)->setVisible(training);
            batch->form->labelForField(field(n))->setVisible(training);
        }
        for (const char* n : {"concurrent", "prompt", "output"}) {
            field(n)->setVisible(!training);
            batch->form->labelForField(field(n))->setVisible(!training);
        }
    };
    setPage(VramPage::Batch, batch);

    auto* recompute =
        new VramWizardPage(this, VramPage::Recompute, tr("Recomputation"),
                           tr("Gradient checkpointing trades activation memory for about a third more compute."));
    addCombo(recompute, "recompute", tr("&Recomputation:"),
             tr("Korthikanti et al. 2022: selective recomputes attention only; full recomputes each layer's forward."),
             {{tr("None"), int(gp::Recompute::None)},
              {tr("Selective (attention)"), int(gp::Recompute::Selective)},
              {tr("Full (gradient checkpointing)"), int(gp::Recompute::Full)}});
    setPage(VramPage::Recompute, recompute);

    auto* lora = new VramWizardPage(this, VramPage::Lora, tr("LoRA / QLoRA"),
                                    tr("Only the adapters train: their gradients and optimizer states are tiny."));
    addField(lora, "loraRank", tr("&Rank:"), tr("LoRA rank"), QString(), 1, 4096,
             tr("Rank r of the adapter matrices on q, k, v and o (16-64 is common)."));
    setPage(VramPage::Lora, lora);

    auto* serving = new VramWizardPage(this, VramPage::Serving, tr("Serving precision"),
                                       tr("Weight and KV-cache precision decide what fits next to the weights."));
    addCombo(serving, "weights", tr("&Weights:"), tr("Storage format of the weights."),
             {{tr("FP16 / BF16"), int(gp::WeightFormat::FP16)},
              {tr("FP8"), int(gp::WeightFormat::FP8)},
              {tr("INT8"), int(gp::WeightFormat::INT8)},
              {tr("4-bit (GPTQ / AWQ / NF4)"), int(gp::WeightFormat::INT4)}});
    addCombo(serving, "kv", tr("&KV cache:"), tr("Precision of the attention keys and values kept per token."),
             {{tr("FP16"), int(gp::KvPrecision::FP16)},
              {tr("FP8"), int(gp::KvPrecision::FP8)},
              {tr("INT4"), int(gp::KvPrecision::INT4)}});
    setPage(VramPage::Serving, serving);

    auto* parallel = new VramWizardPage(
        this, VramPage::Parallel, tr("Parallelism"),
        tr("Tensor and pipeline parallel split the model; ZeRO shards training state over replicas."));
    addField(parallel, "gpus", tr("&GPUs in the node:"), tr("GPUs"), tr("GPUs"), 1, 8,
             tr("GPUs in the one node (1-8)."));
    addField(parallel, "tp", tr("&Tensor parallel:"), tr("Tensor parallel"), tr("GPUs"), 1, 8,
             tr("GPUs each layer is split over; must divide the heads."));
    addField(parallel, "pp", tr("&Pipeline stages:"), tr("Pipeline stages"), tr("stages"), 1, 128,
             tr("Stages the layers are divided into."));
    addCombo(parallel, "zero", tr("&ZeRO stage:"),
             tr("ZeRO-1 shards optimizer states, 2 also gradients, 3 (FSDP full shard) also weights, over the "
                "data-parallel replicas."),
             {{tr("0 (none)"), 0},
              {tr("1: optimizer states"), 1},
              {tr("2: + gradients"), 2},
              {tr("3 / FSDP: + weights"), 3}});
    parallel->onShow = [this, parallel] {
        const bool training = m_scenario.isTraining();
        combo("zero")->setVisible(training);
        parallel->form->labelForField(combo("zero"))->setVisible(training);
    };
    setPage(VramPage::Parallel, parallel);

    auto* result = new VramWizardPage(this, VramPage::Result, tr("What holds it, and how to make it fit"),
                                      tr("Every figure from the planning engine."));
    {
        auto* content = new QWidget;
        auto* v = new QVBoxLayout(content);
        v->setContentsMargins(0, 0, 0, 0);
        m_limits = plain(QString(), content);
        m_limits->setObjectName(QStringLiteral("limits"));
        v->addWidget(m_limits);
        v->addWidget(plain(tr("Cheapest ways to make it fit on the chosen GPU:"), content));
        m_waysTable = table(
            content, QStringLiteral("ways"),
            {tr("Change"), tr("Memory per GPU"), tr("Saves"), tr("Fits"), tr("GPUs"), tr("Time"), tr("GPU-hours")});
        m_waysTable->setMinimumHeight(170);
        m_waysTable->setAccessibleName(tr("Cheapest ways to make it fit on the chosen GPU"));
        m_waysTable->setAccessibleDescription(
            tr("One row per change: the memory per GPU it leaves, what it saves, whether it fits, GPUs and time."));
        v->addWidget(m_waysTable);
        v->addWidget(plain(tr("Every catalog GPU:"), content));
        m_fitTable =
            table(content, QStringLiteral("fits"),
                  {tr("GPU"), tr("Usable"), tr("Needs per GPU"), tr("Fits"), tr("Headroom"), tr("Fewest GPUs")});
        m_fitTable->setMinimumHeight(200);
        m_fitTable->setAccessibleName(tr("Every catalog GPU"));
        m_fitTable->setAccessibleDescription(
            tr("One row per catalog GPU: usable memory, what the plan needs per GPU, whether it fits, headroom."));
        v->addWidget(m_fitTable);
        v->addWidget(plain(tr("The seed article's worked examples against the engine:"), content));
        m_articleTable = table(content, QStringLiteral("article"),
                               {tr("Example"), tr("Component"), tr("Article"), tr("Engine"), tr("Why they differ")});
        m_articleTable->setMinimumHeight(220);
        m_articleTable->setAccessibleName(tr("The seed article's worked examples against the engine"));
        m_articleTable->setAccessibleDescription(
            tr("One row per example and memory component: the article's figure, the engine's, and why they differ."));
        v->addWidget(m_articleTable);
        auto* scroll = new QScrollArea(result);
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setWidget(content);
        result->form->addRow(scroll);
    }
    setPage(VramPage::Result, result);
    setStartId(VramPage::Model);
}

int VramWizard::nextIdFrom(int page) const
{
    const bool training = m_scenario.isTraining();
    const bool lora = m_scenario.task == gp::Task::LoRA || m_scenario.task == gp::Task::QLoRA;
    switch (page) {
    case VramPage::Model:
        return VramPage::Task;
    case VramPage::Task:
        return training ? VramPage::Precision : VramPage::Batch;
    case VramPage::Precision:
        return VramPage::Batch;
    case VramPage::Batch:
        return training ? VramPage::Recompute : VramPage::Serving;
    case VramPage::Recompute:
        return lora ? VramPage::Lora : VramPage::Parallel;
    case VramPage::Lora:
        return VramPage::Parallel;
    case VramPage::Serving:
        return VramPage::Parallel;
    case VramPage::Parallel:
        return VramPage::Result;
    default:
        return -1;
    }
}

bool VramWizard::pageValid(int page) const
{
    const auto* p = this->page(page);
    if (!p)
        return false;
    for (const NumberField* f : p->findChildren<NumberField*>())
        if (!f->isHidden() && !f->isValid()) // hidden: the other task's field
            return false;
    const QStringList fields = fieldsOf(page);
    for (const auto& e : gp::ScenarioValidator::validate(m_scenario, m_catalog))
        for (const auto& prefix : fields)
            if (QString::fromStdString(e.field).startsWith(prefix))
                return false;
    return page != VramPage::Result || gp::ScenarioValidator::validate(m_scenario, m_catalog).empty();
}

QString VramWizard::validationText() const
{
    QStringList out;
    for (const auto& e : gp::ScenarioValidator::validate(m_scenario, m_catalog))
        out << QStringLiteral("%1: %2").arg(QString::fromStdString(e.field), QString::fromStdString(e.message));
    return out.join(QLatin1Char('\n'));
}

void VramWizard::writeFields()
{
    m_writing = true;
    const gp::Scenario& s = m_scenario;
    auto setCombo = [this](const char* name, const QVariant& v) {
        if (QComboBox* c = combo(name); c && c->findData(v) >= 0)
            c->setCurrentIndex(c->findData(v));
    };
    setCombo("model", QString::fromStdString(s.model.catalogKey));
    setCombo("gpu", QString::fromStdString(s.hardware.gpuKey));
    setCombo("task", int(s.task));
    setCombo("precision", int(s.training.precision));
    setCombo("optimizer", int(s.training.optimizer));
    setCombo("recompute", int(s.training.recompute));
    setCombo("weights", int(s.inference.weights));
    setCombo("kv", int(s.inference.kvCache));
    setCombo("zero", int(s.parallel.zero));
    field("microBatch")->setValue(s.training.microBatch);
    field("sequence")->setValue(s.training.sequenceLength);
    field("concurrent")->setValue(s.inference.concurrentSequences);
    field("prompt")->setValue(s.inference.promptTokens);
    field("output")->setValue(s.inference.outputTokens);
    field("loraRank")->setValue(s.training.loraRank);
    field("gpus")->setValue(s.hardware.gpusPerNode);
    field("tp")->setValue(s.parallel.tensorParallel);
    field("pp")->setValue(s.parallel.pipelineParallel);
    m_writing = false;
}

void VramWizard::load(const gp::Scenario& scenario)
{
    m_scenario = scenario;
    writeFields();
    readFields();
}

void VramWizard::readFields()
{
    if (m_writing)
        return;
    gp::Scenario& s = m_scenario;
    s.model.catalogKey = combo("model")->currentData().toString().toStdString();
    s.hardware.gpuKey = combo("gpu")->currentData().toString().toStdString();
    s.task = static_cast<gp::Task>(combo("task")->currentData().toInt());
    s.training.precision = static_cast<gp::TrainPrecision>(combo("precision")->currentData().toInt());
    s.training.optimizer = static_cast<gp::Optimizer>(combo("optimizer")->currentData().toInt());
    s.training.recompute = static_cast<gp::Recompute>(combo("recompute")->currentData().toInt());
    s.inference.weights = static_cast<gp::WeightFormat>(combo("weights")->currentData().toInt());
    s.inference.kvCache = static_cast<gp::KvPrecision>(combo("kv")->currentData().toInt());
    s.parallel.zero = static_cast<gp::ZeroStage>(combo("zero")->currentData().toInt());
    auto whole = [this](const char* name, int& target) {
        if (NumberField* f = field(name); f->isValid())
            target = int(std::lround(f->value()));
    };
    whole("microBatch", s.training.microBatch);
    whole("sequence", s.training.sequenceLength);
    whole("concurrent", s.inference.concurrentSequences);
    whole("prompt", s.inference.promptTokens);
    whole("output", s.inference.outputTokens);
    whole("loraRank", s.training.loraRank);
    whole("gpus", s.hardware.gpusPerNode);
    whole("tp", s.parallel.tensorParallel);
    whole("pp", s.parallel.pipelineParallel);
    s.hardware.nodes = 1;
    // Memory does not depend on the global batch; a whole number of accumulation steps keeps it valid,
    // and 1e9 tokens give the time figures of the ways to fit a scale (only their ratios are shown).
    const int d = s.dataParallel(); // GPUs / (t p c)
    const int step = std::max(1, s.training.microBatch) * d;
    s.training.globalBatch = step * std::max(1, (64 + step - 1) / step);
    if (s.training.tokens <= 0)
        s.training.tokens = 1e9;
    refreshChart();
    Q_EMIT scenarioChanged();
}

void VramWizard::refreshChart()
{
    WorkspaceData data;
    data.currency = m_currency;
    WorkspaceScenario ws;
    ws.id = QStringLiteral("vram");
    ws.name = tr("This plan");
    ws.colour = Workspace::paletteColour(0);
    ws.scenario = m_scenario;
    data.scenarios << ws;
    Workspace workspace(data);
    workspace.setCatalog(m_catalog);
    m_chart->setSpec(ChartFactory::memoryPerGpu(ChartDataBuilder(workspace).memoryStacks()));
    m_errors->setText(validationText());
}

void VramWizard::refreshResult()
{
    const gp::VramPlan plan = gp::VramAdvisor::plan(m_scenario, m_catalog);
    if (!plan.ok()) {
        m_limits->setText(validationText());
        return;
    }
    const gp::Estimate& e = plan.estimate;
    const bool training = m_scenario.isTraining();
    m_limits->setText(
        tr("On one %1 (%2 usable): %3 needs %4 per GPU, so it %5. Largest %6 that fits: %7. Longest %8 that fits: %9 "
           "tokens.")
            .arg(QString::fromStdString(e.gpuName), gb(e.usableMemoryGbPerGpu), QString::fromStdString(e.modelName),
                 gb(e.memory.totalGb()), e.fits ? tr("fits") : tr("does not fit"),
                 training ? tr("micro-batch") : tr("number of concurrent sequences"),
                 plan.largestBatch > 0 ? QLocale().toString(plan.largestBatch) : tr("none"),
                 training ? tr("sequence") : tr("context (prompt + output)"), QLocale().toString(plan.longestContext)));
    m_waysTable->setRowCount(int(plan.ways.size()));
    for (int i = 0; i < int(plan.ways.size()); ++i) {
        const auto& w = plan.ways[size_t(i)];
        const QString note = QString::fromStdString(w.timeNote);
        m_waysTable->setItem(i, 0, cell(QString::fromStdString(w.label)));
        m_waysTable->setItem(i, 1, cell(gb(w.memoryGb)));
        m_waysTable->setItem(i, 2, cell(gb(w.savingGb)));
        m_waysTable->setItem(i, 3, cell(w.fits ? tr("yes") : tr("no")));
        m_waysTable->setItem(i, 4, cell(QLocale().toString(w.gpus)));
        m_waysTable->setItem(i, 5,
                             cell(std::isnan(w.timeFactor) ? tr("not modelled")
                                                           : tr("x %1").arg(QLocale().toString(w.timeFactor, 'f', 2)),
                                  note.isEmpty() ? tr("Engine time with the change / without (%1).")
                                                       .arg(training ? tr("wall clock") : tr("request latency"))
                                                 : note));
        m_waysTable->setItem(
            i, 6,
            cell(std::isnan(w.gpuHoursFactor) ? tr("not modelled")
                                              : tr("x %1").arg(QLocale().toString(w.gpuHoursFactor, 'f', 2)),
                 note.isEmpty() ? tr("GPUs x time with the change / without: what it does to the bill.") : note));
    }
    m_waysTable->resizeColumnsToContents();
    const auto& fits = e.fitsByGpu ? *e.fitsByGpu : std::vector<gp::GpuFit>{};
    m_fitTable->setRowCount(int(fits.size()));
    for (int i = 0; i < int(fits.size()); ++i) {
        const auto& f = fits[size_t(i)];
        m_fitTable->setItem(i, 0, cell(QString::fromStdString(f.gpuName)));
        m_fitTable->setItem(i, 1, cell(gb(f.usableGb)));
        m_fitTable->setItem(i, 2, cell(gb(f.requiredGb)));
        m_fitTable->setItem(i, 3, cell(f.fits ? tr("fits") : tr("does not fit")));
        m_fitTable->setItem(i, 4, cell(gb(f.headroomGb)));
        m_fitTable->setItem(i, 5,
                            cell(f.fewestGpus <= 0                    ? tr("does not fit")
                                 : f.fewestLayout.contextParallel > 1 ? tr("%1 (TP %2 x CP %3 x PP %4 x DP %5)")
                                                                            .arg(f.fewestGpus)
                                                                            .arg(f.fewestLayout.tensorParallel)
                                                                            .arg(f.fewestLayout.contextParallel)
                                                                            .arg(f.fewestLayout.pipelineParallel)
                                                                            .arg(f.fewestLayout.dataParallel)
                                                                      : tr("%1 (TP %2 x PP %3 x DP %4)")
                                                                            .arg(f.fewestGpus)
                                                                            .arg(f.fewestLayout.tensorParallel)
                                                                            .arg(f.fewestLayout.pipelineParallel)
                                                                            .arg(f.fewestLayout.dataParallel)));
    }
    m_fitTable->resizeColumnsToContents();
    const auto article = gp::VramAdvisor::articleExamples(m_catalog);
    m_articleTable->setRowCount(int(article.size()));
    for (int i = 0; i < int(article.size()); ++i) {
        const auto& a = article[size_t(i)];
        m_articleTable->setItem(i, 0, cell(QString::fromStdString(a.example)));
        m_articleTable->setItem(i, 1, cell(QString::fromStdString(a.component)));
        m_articleTable->setItem(i, 2, cell(QString::fromStdString(a.article)));
        m_articleTable->setItem(i, 3, cell(gb(a.engineGb)));
        m_articleTable->setItem(i, 4, cell(QString::fromStdString(a.why)));
    }
    m_articleTable->resizeColumnsToContents();
    m_articleTable->horizontalHeader()->setStretchLastSection(true);
}
