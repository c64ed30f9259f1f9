// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "WorkloadWizardPages.h"

#include "NumberField.h"
#include "text/MessageText.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QVBoxLayout>
#include <QWizard>

namespace {

bool serving(const QWizard* wizard)
{
    const auto* goal = wizard ? qobject_cast<const WorkloadGoalPage*>(wizard->page(WorkloadPage::Goal)) : nullptr;
    return goal && goal->goal() == gp::WorkloadGoal::Serve;
}

QLabel* plain(const QString& text, QWidget* parent)
{
    auto* l = new QLabel(text, parent);
    l->setTextFormat(Qt::PlainText);
    l->setWordWrap(true);
    return l;
}

} // namespace

// --- goal ------------------------------------------------------------------------------------------------

WorkloadGoalPage::WorkloadGoalPage(QWidget* parent)
    : QWizardPage(parent), m_group(new QButtonGroup(this)),
      m_processor(new QCheckBox(tr("Also say &why GPUs, and not a CPU, TPU or NPU"), this))
{
    setTitle(tr("What is the team doing?"));
    setSubTitle(tr("The seed article's first step: training from scratch, fine-tuning and serving need different "
                   "infrastructure."));
    auto* layout = new QVBoxLayout(this);
    const struct {
        gp::WorkloadGoal goal;
        const char* text;
        const char* tip;
    } choices[] = {
        {gp::WorkloadGoal::PreTrain, QT_TR_NOOP("&Train a model from scratch"),
         QT_TR_NOOP("Pre-training: every weight learns from random initialisation. Needs the most compute, memory and "
                    "fast links.")},
        {gp::WorkloadGoal::FullFineTune, QT_TR_NOOP("&Fine-tune all the weights of an existing model"),
         QT_TR_NOOP("Full fine-tuning: all weights, their gradients and the optimizer states are in memory (about 16 "
                    "bytes a parameter).")},
        {gp::WorkloadGoal::LoRA, QT_TR_NOOP("Fine-tune with &LoRA adapters"),
         QT_TR_NOOP("LoRA: the base model is frozen in 16 bits and small adapter matrices learn; far less memory than "
                    "full fine-tuning.")},
        {gp::WorkloadGoal::QLoRA, QT_TR_NOOP("Fine-tune with &QLoRA (4-bit base)"),
         QT_TR_NOOP(
             "QLoRA: LoRA on a base model quantised to 4 bits (NF4); the least memory, a little slower per step.")},
        {gp::WorkloadGoal::Serve, QT_TR_NOOP("&Serve a model to users (inference)"),
         QT_TR_NOOP("Inference: answer requests within a latency target; memory holds the weights and every request's "
                    "KV cache.")},
    };
    QWidget* lastChoice = nullptr;
    for (const auto& c : choices) {
        auto* b = new QRadioButton(tr(c.text), this);
        b->setToolTip(tr(c.tip));
        m_group->addButton(b, static_cast<int>(c.goal));
        layout->addWidget(b);
        lastChoice = b;
    }
    // Keyboard order as drawn: the goals first (the page opens on them), then the check box below them.
    setTabOrder(lastChoice, m_processor);
    layout->addSpacing(12);
    m_processor->setToolTip(tr("The recommendation then quotes the catalog's processor comparison (the seed article's "
                               "table), with its source."));
    layout->addWidget(m_processor);
    layout->addStretch();
    setGoal(gp::WorkloadGoal::FullFineTune);
}

gp::WorkloadGoal WorkloadGoalPage::goal() const { return static_cast<gp::WorkloadGoal>(m_group->checkedId()); }
void WorkloadGoalPage::setGoal(gp::WorkloadGoal goal) { m_group->button(static_cast<int>(goal))->setChecked(true); }
int WorkloadGoalPage::nextId() const { return WorkloadPage::Model; }
QAbstractButton* WorkloadGoalPage::chosenButton() const { return m_group->checkedButton(); }

// --- model -----------------------------------------------------------------------------------------------

WorkloadModelPage::WorkloadModelPage(const gp::CatalogSnapshot& catalog, QWidget* parent)
    : QWizardPage(parent), m_fromCatalog(new QRadioButton(tr("A model from the &catalog:"), this)),
      m_bySize(new QRadioButton(tr("A model of this &size:"), this)), m_models(new QComboBox(this)),
      m_size(new NumberField(tr("Model size"), tr("billion parameters"), 0.01, 2000, 13, this))
{
    setTitle(tr("Which model?"));
    setSubTitle(tr("Its size decides the memory: weights alone take 2 bytes a parameter in 16 bits."));
    auto* layout = new QFormLayout(this);
    for (const auto& m : catalog.models)
        m_models->addItem(QStringLiteral("%1 (%2 B parameters)")
                              .arg(QString::fromStdString(m.name.empty() ? m.key : m.name))
                              .arg(m.parameters / 1e9, 0, 'f', 1),
                          QString::fromStdString(m.key));
    m_models->setToolTip(tr("Architectures from the catalog, with their published layer counts and widths."));
    m_fromCatalog->setToolTip(m_models->toolTip());
    m_size->setMinimumExclusive(true);
    m_size->setToolTipText(
        tr("Parameters in billions, e.g. 13 for a 13B model. The catalog architecture nearest in size "
           "stands in for its layers and widths."));
    m_bySize->setToolTip(tr("When your model is not in the catalog: its size in billions of parameters."));
    layout->addRow(m_bySize, m_size);
    layout->addRow(m_fromCatalog, m_models);
    // Keyboard order as drawn (the members were built the other way round): the size, then the catalog.
    setTabOrder(m_bySize, m_size->edit());
    setTabOrder(m_size->edit(), m_fromCatalog);
    setTabOrder(m_fromCatalog, m_models);
    m_bySize->setChecked(true);
    m_models->setEnabled(false);
    connect(m_fromCatalog, &QRadioButton::toggled, this, [this](bool on) {
        m_models->setEnabled(on);
        m_size->setEnabled(!on);
        Q_EMIT completeChanged();
    });
    connect(m_size, &NumberField::changed, this, &QWizardPage::completeChanged);
}

bool WorkloadModelPage::isComplete() const
{
    return m_fromCatalog->isChecked() ? m_models->currentIndex() >= 0 : m_size->isValid();
}

int WorkloadModelPage::nextId() const { return serving(wizard()) ? WorkloadPage::Traffic : WorkloadPage::Data; }

std::string WorkloadModelPage::modelKey() const
{
    return m_fromCatalog->isChecked() ? m_models->currentData().toString().toStdString() : std::string();
}

double WorkloadModelPage::billions() const { return m_fromCatalog->isChecked() ? 0 : m_size->value(); }

void WorkloadModelPage::chooseSize(double billions)
{
    m_bySize->setChecked(true);
    m_size->setValue(billions);
}

void WorkloadModelPage::chooseCatalogModel(const std::string& key)
{
    m_fromCatalog->setChecked(true);
    m_models->setCurrentIndex(m_models->findData(QString::fromStdString(key)));
}

// --- training data ---------------------------------------------------------------------------------------

WorkloadDataPage::WorkloadDataPage(QWidget* parent)
    : QWizardPage(parent), m_tokensChoice(new QRadioButton(tr("&Tokens to train on:"), this)),
      m_datasetChoice(new QRadioButton(tr("A &dataset, seen several times:"), this)),
      m_tokens(new NumberField(tr("Tokens"), tr("billion tokens"), 0, 1e6, 2, this)),
      m_dataset(new NumberField(tr("Dataset size"), tr("billion tokens"), 0, 1e6, 0.5, this)),
      m_epochs(new NumberField(tr("Epochs"), tr("passes"), 0, 1000, 3, this)),
      m_sequence(new NumberField(tr("Sequence length"), tr("tokens"), 1, 1'000'000, 2048, this))
{
    setTitle(tr("How much data?"));
    setSubTitle(tr("Compute grows with tokens: about 6 x parameters FLOPs per token for training."));
    auto* layout = new QFormLayout(this);
    for (NumberField* f : {m_tokens, m_dataset, m_epochs})
        f->setMinimumExclusive(true);
    m_tokens->setToolTipText(tr("Tokens processed over the whole run, in billions (2 = 2 billion tokens)."));
    m_dataset->setToolTipText(tr("Tokens in the dataset once, in billions."));
    m_epochs->setToolTipText(tr("How many times the run goes over the dataset."));
    m_sequence->setToolTipText(tr("Tokens per training sequence; activation memory grows with it."));
    m_tokensChoice->setToolTip(m_tokens->edit()->toolTip());
    m_datasetChoice->setToolTip(tr("Dataset size x epochs gives the tokens to train on."));
    layout->addRow(m_tokensChoice, m_tokens);
    layout->addRow(m_datasetChoice, m_dataset);
    layout->addRow(tr("&Epochs:"), m_epochs);
    layout->addRow(tr("Se&quence length:"), m_sequence);
    if (auto* l = qobject_cast<QLabel*>(layout->labelForField(m_epochs)))
        l->setBuddy(m_epochs->edit());
    if (auto* l = qobject_cast<QLabel*>(layout->labelForField(m_sequence)))
        l->setBuddy(m_sequence->edit());
    connect(m_tokensChoice, &QRadioButton::toggled, this, [this](bool) { setByTokens(m_tokensChoice->isChecked()); });
    for (NumberField* f : {m_tokens, m_dataset, m_epochs, m_sequence})
        connect(f, &NumberField::changed, this, &QWizardPage::completeChanged);
    m_tokensChoice->setChecked(true);
    setByTokens(true);
}

bool WorkloadDataPage::byTokens() const { return m_tokensChoice->isChecked(); }

void WorkloadDataPage::setByTokens(bool tokens)
{
    if (tokens != m_tokensChoice->isChecked())
        (tokens ? m_tokensChoice : m_datasetChoice)->setChecked(true);
    m_tokens->setEnabled(tokens);
    m_dataset->setEnabled(!tokens);
    m_epochs->setEnabled(!tokens);
    Q_EMIT completeChanged();
}

bool WorkloadDataPage::isComplete() const
{
    return m_sequence->isValid() && (byTokens() ? m_tokens->isValid() : m_dataset->isValid() && m_epochs->isValid());
}

int WorkloadDataPage::nextId() const { return WorkloadPage::Limits; }

// --- serving traffic -------------------------------------------------------------------------------------

WorkloadTrafficPage::WorkloadTrafficPage(QWidget* parent)
    : QWizardPage(parent), m_rps(new NumberField(tr("Load"), tr("requests per second"), 0, 1e6, 10, this)),
      m_prompt(new NumberField(tr("Prompt length"), tr("tokens"), 1, 1'000'000, 1000, this)),
      m_output(new NumberField(tr("Output length"), tr("tokens"), 1, 1'000'000, 200, this)),
      m_ttft(new NumberField(tr("Time to first token"), tr("ms"), 0, 600'000, 1000, this)),
      m_tpot(new NumberField(tr("Time per output token"), tr("ms"), 0, 60'000, 50, this)),
      m_ttftPercentile(new QComboBox(this)),
      m_quantised(
          new QCheckBox(tr("Allow &8-bit and 4-bit weights and an FP8 KV cache (test the quality first)"), this))
{
    setTitle(tr("How much traffic?"));
    setSubTitle(tr("The article: inference needs fast memory and sustained throughput; cost per query decides."));
    auto* layout = new QFormLayout(this);
    m_rps->setMinimumExclusive(true);
    m_rps->setToolTipText(tr("Requests per second at peak that the service must sustain."));
    m_prompt->setToolTipText(tr("Average prompt (input) tokens per request, system prompt included."));
    m_output->setToolTipText(tr("Average generated tokens per request."));
    m_ttft->setAllowEmpty(true, tr("no target"));
    m_ttft->setToolTipText(tr(
        "Longest acceptable wait before the first token appears (prefill of the request's batch). Empty: no target."));
    m_ttftPercentile->addItem(tr("for the mean request"), 0);
    m_ttftPercentile->addItem(tr("for 50% of requests (p50)"), 50);
    m_ttftPercentile->addItem(tr("for 90% of requests (p90)"), 90);
    m_ttftPercentile->addItem(tr("for 95% of requests (p95)"), 95);
    m_ttftPercentile->addItem(tr("for 99% of requests (p99)"), 99);
    m_ttftPercentile->setToolTip(
        tr("Whether the first-token target holds on average or for a share of requests. Percentiles come from a "
           "queueing model that assumes requests arrive at random (Poisson): Erlang C for the share that waits for "
           "the prefill, the wait exponential with the mean TTFT's."));
    m_tpot->setAllowEmpty(true, tr("no target"));
    m_tpot->setToolTipText(
        tr("Longest acceptable time between two generated tokens (50 ms = 20 tokens/s per user). Empty: no target."));
    m_quantised->setToolTip(
        tr("Quantised weights need less memory and bandwidth, so fewer GPUs; they can lose quality on your task."));
    layout->addRow(tr("&Load:"), m_rps);
    layout->addRow(tr("&Prompt:"), m_prompt);
    layout->addRow(tr("&Output:"), m_output);
    layout->addRow(tr("Time to &first token:"), m_ttft);
    layout->addRow(tr("First-token target &holds:"), m_ttftPercentile);
    layout->addRow(tr("Time per output &token:"), m_tpot);
    layout->addRow(m_quantised);
    for (NumberField* f : {m_rps, m_prompt, m_output, m_ttft, m_tpot}) {
        if (auto* l = qobject_cast<QLabel*>(layout->labelForField(f)))
            l->setBuddy(f->edit());
        connect(f, &NumberField::changed, this, &QWizardPage::completeChanged);
    }
}

bool WorkloadTrafficPage::isComplete() const
{
    return m_rps->isValid() && m_prompt->isValid() && m_output->isValid() && m_ttft->isValid() && m_tpot->isValid();
}

int WorkloadTrafficPage::nextId() const { return WorkloadPage::Limits; }

int WorkloadTrafficPage::ttftPercentile() const { return m_ttftPercentile->currentData().toInt(); }

// --- deadline and budget ---------------------------------------------------------------------------------

WorkloadLimitsPage::WorkloadLimitsPage(QWidget* parent)
    : QWizardPage(parent), m_deadline(new NumberField(tr("Deadline"), tr("days"), 0, 3650, 7, this)),
      m_budget(new NumberField(tr("Budget"), QStringLiteral("USD"), 0, 1e12, 0, this)),
      m_deadlineLabel(new QLabel(tr("&Deadline:"), this)), m_budgetLabel(new QLabel(tr("B&udget:"), this)),
      m_intro(plain(QString(), this))
{
    setTitle(tr("Deadline and budget"));
    auto* layout = new QFormLayout(this);
    layout->addRow(m_intro);
    layout->addRow(m_deadlineLabel, m_deadline);
    layout->addRow(m_budgetLabel, m_budget);
    m_deadlineLabel->setBuddy(m_deadline->edit());
    m_budgetLabel->setBuddy(m_budget->edit());
    m_deadline->setMinimumExclusive(true);
    m_deadline->setAllowEmpty(true, tr("no deadline"));
    m_deadline->setToolTipText(
        tr("The training run must finish within this many days of compute (1.5 = 36 hours). Empty: no deadline."));
    m_budget->setAllowEmpty(true, tr("no budget"));
    m_budget->setText(QString());
    for (NumberField* f : {m_deadline, m_budget})
        connect(f, &NumberField::changed, this, &QWizardPage::completeChanged);
}

void WorkloadLimitsPage::setCurrency(const QString& currency) { m_currency = currency; }

void WorkloadLimitsPage::initializePage()
{
    const bool serve = serving(wizard());
    m_deadline->setVisible(!serve);
    m_deadlineLabel->setVisible(!serve);
    m_intro->setText(
        serve ? tr("A monthly budget for serving around the clock (730 hours a month). Leave it empty for none.")
              : tr("When must the run be done, and what may one run cost? Leave either empty for none."));
    m_budgetLabel->setText(serve ? tr("B&udget per month (%1):").arg(m_currency)
                                 : tr("B&udget per run (%1):").arg(m_currency));
    m_budget->setToolTipText(
        serve ? tr("Most the service may cost per month in %1, GPUs only. Empty: no budget.").arg(m_currency)
              : tr("Most one training run may cost in %1, GPUs only. Empty: no budget.").arg(m_currency));
}

bool WorkloadLimitsPage::isComplete() const
{
    return m_budget->isValid() && (serving(wizard()) || m_deadline->isValid());
}
int WorkloadLimitsPage::nextId() const { return WorkloadPage::Residency; }

// --- data residency --------------------------------------------------------------------------------------

WorkloadResidencyPage::WorkloadResidencyPage(QWidget* parent)
    : QWizardPage(parent), m_personal(new QCheckBox(tr("The data includes &personal data of people in India"), this)),
      m_indiaOnly(new QCheckBox(tr("Only offers hosted in &India"), this)),
      m_spot(new QCheckBox(tr("Allow &spot capacity (cheaper, can be reclaimed mid-run)"), this)),
      m_flagged(new QCheckBox(tr("Include offers the catalog &flags (restricted eligibility, disputed or superseded "
                                 "prices)"),
                              this)),
      m_note(plain(gp::text::render(gp::WorkloadAdvisor::dpdpNote()), this))
{
    setTitle(tr("Where may it run?"));
    setSubTitle(tr("Data residency and interruptible capacity limit the offers the search may use."));
    auto* layout = new QVBoxLayout(this);
    m_personal->setToolTip(tr(
        "Customer, employee or patient data of people in India: India's DPDP Act 2023 and DPDP Rules 2025 may apply."));
    m_indiaOnly->setToolTip(tr("Exclude every offer whose region is outside India or not stated."));
    m_spot->setToolTip(
        tr("Spot / preemptible GPUs: the provider may take them back, so the run needs checkpoints to resume."));
    layout->addWidget(m_personal);
    layout->addWidget(m_note);
    layout->addWidget(m_indiaOnly);
    layout->addSpacing(12);
    layout->addWidget(m_spot);
    m_flagged->setObjectName(QStringLiteral("includeFlagged"));
    m_flagged->setToolTip(tr("Offers only eligible users can buy (government portals, academic or startup "
                             "programmes), prices another source disputes, and prices a newer row replaces are left "
                             "out unless ticked; when included they are marked."));
    layout->addWidget(m_flagged);
    layout->addStretch();
    m_note->setVisible(false);
    connect(m_personal, &QCheckBox::toggled, m_note, &QWidget::setVisible);
}

int WorkloadResidencyPage::nextId() const { return WorkloadPage::Result; }
