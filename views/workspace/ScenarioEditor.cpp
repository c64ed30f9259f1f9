#include "ScenarioEditor.h"

#include "FieldBinder.h"
#include "OfferPicker.h"
#include "common/PlainText.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace {
constexpr double kBillion = 1e9;
const QString kCustomModel =
    QStringLiteral("\x01custom"); // combo data of "Custom model"; no catalog key starts with \x01

QString qs(const std::string& s) { return QString::fromStdString(s); }

QGroupBox* section(const QString& title, QFormLayout** form)
{
    auto* box = new QGroupBox(title);
    *form = new QFormLayout(box);
    (*form)->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    (*form)->setRowWrapPolicy(QFormLayout::DontWrapRows);
    return box;
}

template <typename E> void addEnumItems(QComboBox* combo, std::initializer_list<std::pair<E, const char*>> items)
{
    for (const auto& [value, text] : items)
        combo->addItem(QObject::tr(text), int(value));
}

// The custom architecture, created from the catalog model the scenario named (or empty) on first edit.
gp::ModelArchitecture& custom(gp::Scenario& s)
{
    if (!s.model.custom)
        s.model.custom = gp::ModelArchitecture{};
    return *s.model.custom;
}
const gp::ModelArchitecture kNoModel{};
const gp::ModelArchitecture& customOf(const gp::Scenario& s) { return s.model.custom ? *s.model.custom : kNoModel; }
} // namespace

ScenarioEditor::ScenarioEditor(QWidget* parent) : QWidget(parent), m_binder(new FieldBinder(this))
{
    m_binder->setSource([this] { return m_scenario; });
    connect(m_binder, &FieldBinder::edited, this, &ScenarioEditor::edited);

    auto* content = new QWidget;
    auto* column = new QVBoxLayout(content);
    m_banner = new QLabel(content);
    m_banner->setObjectName(QStringLiteral("editorBanner"));
    m_banner->setTextFormat(Qt::PlainText);
    m_banner->setWordWrap(true);
    m_banner->setVisible(false);
    column->addWidget(m_banner);
    column->addWidget(buildModelSection());
    column->addWidget(buildTaskSection());
    column->addWidget(buildTrainingSection());
    column->addWidget(buildInferenceSection());
    column->addWidget(buildParallelSection());
    column->addWidget(buildHardwareSection());
    column->addWidget(buildPricingSection());
    column->addWidget(buildOverheadsSection());
    column->addStretch(1);
    // A message under an invalid field (its background is tinted red by FieldBinder).
    content->setStyleSheet(QStringLiteral("QLabel#fieldError { color: #d32f2f; }"
                                          "QLabel#editorBanner { color: #b35900; }"));

    auto* scroll = new QScrollArea(this);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // Scroll down, never sideways: the pane is kept as wide as the widest field row of the sections now
    // shown (they change with the task), see eventFilter().
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll = scroll;
    content->installEventFilter(this);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
}

QWidget* ScenarioEditor::buildModelSection()
{
    QFormLayout* form = nullptr;
    QGroupBox* box = section(tr("Model"), &form);
    m_modelCombo = m_binder->addCombo(
        form, tr("Model"), QStringLiteral("model.catalog_key"),
        tr("The model architecture: a catalog row (parameters, layers, heads from its published config.json) or "
           "a custom one you describe below."),
        [](const gp::Scenario& s) {
            return s.model.catalogKey.empty() && s.model.custom ? QVariant(kCustomModel)
                                                                : QVariant(qs(s.model.catalogKey));
        },
        [this](gp::Scenario& s, const QVariant& v) {
            const QString key = v.toString();
            if (key == kCustomModel) {
                // Start the custom model from the catalog model it replaces, so the user edits from real values.
                if (!s.model.custom)
                    if (const gp::ModelArchitecture* m = m_catalog.model(s.model.catalogKey))
                        s.model.custom = *m;
                custom(s).key.clear();
                if (custom(s).name.empty())
                    custom(s).name = "Custom model";
                s.model.catalogKey.clear();
            } else {
                s.model.catalogKey = key.toStdString();
            }
        });

    QFormLayout* c = nullptr;
    m_customModel = section(tr("Custom model"), &c);
    auto params = [](double gp::ModelArchitecture::*field) {
        return std::pair{[field](const gp::Scenario& s) { return customOf(s).*field / kBillion; },
                         [field](gp::Scenario& s, double v) { custom(s).*field = v * kBillion; }};
    };
    auto ints = [](int gp::ModelArchitecture::*field) {
        return std::pair{[field](const gp::Scenario& s) { return customOf(s).*field; },
                         [field](gp::Scenario& s, int v) { custom(s).*field = v; }};
    };
    const auto [pGet, pSet] = params(&gp::ModelArchitecture::parameters);
    m_binder->addDouble(c, tr("Parameters"), QStringLiteral("model.custom.parameters"), tr(" B"),
                        tr("Total parameters in billions (all experts for a mixture of experts)."), 3, 0, 10000, pGet,
                        pSet);
    const auto [aGet, aSet] = params(&gp::ModelArchitecture::activeParameters);
    m_binder->addDouble(c, tr("Active parameters"), QStringLiteral("model.custom.active_parameters"), tr(" B"),
                        tr("Parameters used per token, in billions; equal to the total for dense models."), 3, 0, 10000,
                        aGet, aSet);
    struct IntField {
        const char* label;
        const char* path;
        const char* tip;
        int gp::ModelArchitecture::*field;
        int max;
    };
    const IntField intFields[] = {
        {"Layers", "model.custom.layers", "Transformer blocks (num_hidden_layers in config.json).",
         &gp::ModelArchitecture::layers, 1000},
        {"Hidden size", "model.custom.hidden_size", "Model width d (hidden_size).", &gp::ModelArchitecture::hiddenSize,
         1000000},
        {"Attention heads", "model.custom.attention_heads",
         "Query heads (num_attention_heads); tensor parallelism must divide it.",
         &gp::ModelArchitecture::attentionHeads, 10000},
        {"KV heads", "model.custom.kv_heads",
         "Key/value heads (num_key_value_heads): fewer than the query heads under grouped-query attention, which "
         "shrinks the KV cache.",
         &gp::ModelArchitecture::kvHeads, 10000},
        {"Head dimension", "model.custom.head_dim", "Size of one head (head_dim); not always hidden / heads.",
         &gp::ModelArchitecture::headDim, 100000},
        {"FFN size", "model.custom.ffn_size", "Intermediate size of one MLP (intermediate_size).",
         &gp::ModelArchitecture::ffnSize, 10000000},
        {"Vocabulary", "model.custom.vocab_size", "Tokens in the vocabulary (vocab_size): sets the logits memory.",
         &gp::ModelArchitecture::vocabSize, 10000000},
        {"Context length", "model.custom.context_length", "Longest sequence the model was trained for.",
         &gp::ModelArchitecture::contextLength, 100000000},
        {"Experts", "model.custom.experts", "Experts per MoE layer; 0 or 1 for a dense model.",
         &gp::ModelArchitecture::experts, 10000},
        {"Active experts", "model.custom.active_experts", "Experts each token is routed to.",
         &gp::ModelArchitecture::activeExperts, 10000},
    };
    for (const IntField& f : intFields) {
        const auto [get, set] = ints(f.field);
        m_binder->addInt(c, tr(f.label), QString::fromLatin1(f.path), QString(), tr(f.tip), 0, f.max, get, set);
    }
    m_binder->addCheck(
        c, tr("Gated FFN (SwiGLU: three matrices)"), QStringLiteral("model.custom.gated_ffn"),
        tr("Llama-style gated MLP with gate, up and down projections instead of two matrices."),
        [](const gp::Scenario& s) { return customOf(s).gatedFfn; },
        [](gp::Scenario& s, bool v) { custom(s).gatedFfn = v; });
    form->addRow(m_customModel);
    return box;
}

QWidget* ScenarioEditor::buildTaskSection()
{
    QFormLayout* form = nullptr;
    QGroupBox* box = section(tr("Task"), &form);
    QComboBox* task = m_binder->addCombo(
        form, tr("Task"), QStringLiteral("task"),
        tr("What the GPUs do: pre-training or full fine-tuning (every weight trained), LoRA/QLoRA (small adapters on "
           "a frozen, for QLoRA 4-bit, base) or inference (serving)."),
        [](const gp::Scenario& s) { return QVariant(int(s.task)); },
        [](gp::Scenario& s, const QVariant& v) { s.task = gp::Task(v.toInt()); });
    addEnumItems<gp::Task>(task, {{gp::Task::PreTrain, "Pre-training"},
                                  {gp::Task::FullFineTune, "Full fine-tune"},
                                  {gp::Task::LoRA, "LoRA fine-tune"},
                                  {gp::Task::QLoRA, "QLoRA fine-tune"},
                                  {gp::Task::Inference, "Inference"}});
    return box;
}

QWidget* ScenarioEditor::buildTrainingSection()
{
    QFormLayout* form = nullptr;
    m_training = section(tr("Training"), &form);
    QComboBox* precision = m_binder->addCombo(
        form, tr("Precision"), QStringLiteral("training.precision"),
        tr("Number format of the compute. Mixed BF16 keeps FP32 master weights (Micikevicius et al. 2018); FP8 needs "
           "Hopper or newer."),
        [](const gp::Scenario& s) { return QVariant(int(s.training.precision)); },
        [](gp::Scenario& s, const QVariant& v) { s.training.precision = gp::TrainPrecision(v.toInt()); });
    addEnumItems<gp::TrainPrecision>(precision, {{gp::TrainPrecision::FP32, "FP32"},
                                                 {gp::TrainPrecision::MixedBF16, "Mixed BF16"},
                                                 {gp::TrainPrecision::FP8, "FP8"}});
    QComboBox* optimizer = m_binder->addCombo(
        form, tr("Optimizer"), QStringLiteral("training.optimizer"),
        tr("AdamW keeps two FP32 moments per weight (8 bytes); 8-bit AdamW 2 bytes; Adafactor factorises the second "
           "moment; SGD with momentum keeps one."),
        [](const gp::Scenario& s) { return QVariant(int(s.training.optimizer)); },
        [](gp::Scenario& s, const QVariant& v) { s.training.optimizer = gp::Optimizer(v.toInt()); });
    addEnumItems<gp::Optimizer>(optimizer, {{gp::Optimizer::AdamW, "AdamW"},
                                            {gp::Optimizer::AdamW8bit, "AdamW 8-bit"},
                                            {gp::Optimizer::SgdMomentum, "SGD + momentum"},
                                            {gp::Optimizer::Adafactor, "Adafactor"}});
    m_binder->addInt(
        form, tr("Micro-batch"), QStringLiteral("training.micro_batch"), tr(" seq"),
        tr("Sequences per GPU per forward/backward pass: activations grow with it."), 1, 1 << 20,
        [](const gp::Scenario& s) { return s.training.microBatch; },
        [](gp::Scenario& s, int v) { s.training.microBatch = v; });
    m_binder->addInt(
        form, tr("Global batch"), QStringLiteral("training.global_batch"), tr(" seq"),
        tr("Sequences per optimizer step across all GPUs; gradient accumulation = global / (micro x data "
           "parallel)."),
        1, 1 << 24, [](const gp::Scenario& s) { return s.training.globalBatch; },
        [](gp::Scenario& s, int v) { s.training.globalBatch = v; });
    m_binder->addInt(
        form, tr("Sequence length"), QStringLiteral("training.sequence_length"), tr(" tokens"),
        tr("Tokens per training sequence: attention activations grow with its square without "
           "FlashAttention."),
        1, 10'000'000, [](const gp::Scenario& s) { return s.training.sequenceLength; },
        [](gp::Scenario& s, int v) { s.training.sequenceLength = v; });
    // 0 means "not set" for both token counts: the spin boxes say so instead of "0.000 B tokens".
    QDoubleSpinBox* tokens = m_binder->addDouble(
        form, tr("Tokens to train"), QStringLiteral("training.tokens"), tr(" B tokens"),
        tr("Training tokens in billions; 0 = dataset tokens x epochs. Time = 6 x parameters x tokens / "
           "(GPUs x peak x MFU) (Kaplan et al. 2020)."),
        3, 0, 1e6, [](const gp::Scenario& s) { return s.training.tokens / kBillion; },
        [](gp::Scenario& s, double v) { s.training.tokens = v * kBillion; });
    tokens->setSpecialValueText(tr("dataset x epochs"));
    QDoubleSpinBox* dataset = m_binder->addDouble(
        form, tr("Dataset"), QStringLiteral("training.dataset_tokens"), tr(" B tokens"),
        tr("Tokens in the dataset, in billions (used when tokens to train is 0)."), 3, 0, 1e6,
        [](const gp::Scenario& s) { return s.training.datasetTokens / kBillion; },
        [](gp::Scenario& s, double v) { s.training.datasetTokens = v * kBillion; });
    dataset->setSpecialValueText(tr("not used"));
    m_binder->addDouble(
        form, tr("Epochs"), QStringLiteral("training.epochs"), tr(" x"), tr("Passes over the dataset."), 2, 0.01, 1000,
        [](const gp::Scenario& s) { return s.training.epochs; },
        [](gp::Scenario& s, double v) { s.training.epochs = v; });
    QComboBox* recompute = m_binder->addCombo(
        form, tr("Recompute"), QStringLiteral("training.recompute"),
        tr("Activation checkpointing: selective recomputes attention only (Korthikanti et al. 2022); full keeps only "
           "each layer's input and costs about a third more compute."),
        [](const gp::Scenario& s) { return QVariant(int(s.training.recompute)); },
        [](gp::Scenario& s, const QVariant& v) { s.training.recompute = gp::Recompute(v.toInt()); });
    addEnumItems<gp::Recompute>(
        recompute,
        {{gp::Recompute::None, "None"}, {gp::Recompute::Selective, "Selective"}, {gp::Recompute::Full, "Full"}});
    m_binder->addCheck(
        form, tr("FlashAttention"), QStringLiteral("training.flash_attention"),
        tr("Fused attention that never stores the s x s score matrix (Dao et al. 2022)."),
        [](const gp::Scenario& s) { return s.training.flashAttention; },
        [](gp::Scenario& s, bool v) { s.training.flashAttention = v; });

    QFormLayout* lora = nullptr;
    auto* loraBox = section(tr("LoRA adapters"), &lora);
    m_loraRows = loraBox;
    m_binder->addInt(
        lora, tr("Rank"), QStringLiteral("training.lora_rank"), QString(),
        tr("Adapter rank r: each adapted matrix gains r x (in + out) trainable weights (Hu et al. 2021)."), 1, 4096,
        [](const gp::Scenario& s) { return s.training.loraRank; },
        [](gp::Scenario& s, int v) { s.training.loraRank = v; });
    auto* targets = new QWidget;
    targets->setToolTip(tr("The projections that get adapters: attention q, k, v, o and MLP gate, up, down."));
    // Attention projections on the first line, MLP ones on the second: seven in a row made the editor
    // wider than its pane.
    auto* grid = new QGridLayout(targets);
    grid->setContentsMargins(0, 0, 0, 0);
    int slot = 0;
    for (const char* t : {"q", "k", "v", "o", "gate", "up", "down"}) {
        auto* check = new QCheckBox(QString::fromLatin1(t));
        grid->addWidget(check, slot / 4, slot % 4);
        ++slot;
        connect(check, &QCheckBox::toggled, this, [this, targets] {
            std::vector<std::string> chosen;
            for (QCheckBox* b : targets->findChildren<QCheckBox*>())
                if (b->isChecked())
                    chosen.push_back(b->text().toStdString());
            m_binder->commit(QStringLiteral("training.lora_targets"),
                             [&](gp::Scenario& s) { s.training.loraTargets = chosen; });
        });
    }
    m_binder->addCustom(lora, tr("Targets"), QStringLiteral("training.lora_targets"), targets,
                        [targets](const gp::Scenario& s) {
                            for (QCheckBox* b : targets->findChildren<QCheckBox*>()) {
                                const QSignalBlocker block(b);
                                const auto& t = s.training.loraTargets;
                                b->setChecked(std::find(t.begin(), t.end(), b->text().toStdString()) != t.end());
                            }
                        });
    form->addRow(loraBox);
    return m_training;
}

QWidget* ScenarioEditor::buildInferenceSection()
{
    QFormLayout* form = nullptr;
    m_inference = section(tr("Inference"), &form);
    QComboBox* weights = m_binder->addCombo(
        form, tr("Weights"), QStringLiteral("inference.weights"),
        tr("Stored weight format: FP16 2 bytes per parameter, FP8/INT8 1, INT4 (GPTQ, AWQ, NF4) half a byte."),
        [](const gp::Scenario& s) { return QVariant(int(s.inference.weights)); },
        [](gp::Scenario& s, const QVariant& v) { s.inference.weights = gp::WeightFormat(v.toInt()); });
    addEnumItems<gp::WeightFormat>(weights, {{gp::WeightFormat::FP16, "FP16 / BF16"},
                                             {gp::WeightFormat::FP8, "FP8"},
                                             {gp::WeightFormat::INT8, "INT8"},
                                             {gp::WeightFormat::INT4, "INT4"}});
    QComboBox* kv = m_binder->addCombo(
        form, tr("KV cache"), QStringLiteral("inference.kv_cache"),
        tr("Format of the cached keys and values: 2 x layers x KV heads x head dim x bytes per token."),
        [](const gp::Scenario& s) { return QVariant(int(s.inference.kvCache)); },
        [](gp::Scenario& s, const QVariant& v) { s.inference.kvCache = gp::KvPrecision(v.toInt()); });
    addEnumItems<gp::KvPrecision>(
        kv, {{gp::KvPrecision::FP16, "FP16"}, {gp::KvPrecision::FP8, "FP8"}, {gp::KvPrecision::INT4, "INT4"}});
    m_binder->addInt(
        form, tr("Concurrent sequences"), QStringLiteral("inference.concurrent_sequences"), tr(" seq"),
        tr("Requests decoded together (the batch): more raise throughput until memory or compute runs "
           "out."),
        1, 1 << 20, [](const gp::Scenario& s) { return s.inference.concurrentSequences; },
        [](gp::Scenario& s, int v) { s.inference.concurrentSequences = v; });
    m_binder->addInt(
        form, tr("Prompt"), QStringLiteral("inference.prompt_tokens"), tr(" tokens"),
        tr("Input tokens per request (the prefill sets time to first token)."), 0, 10'000'000,
        [](const gp::Scenario& s) { return s.inference.promptTokens; },
        [](gp::Scenario& s, int v) { s.inference.promptTokens = v; });
    m_binder->addInt(
        form, tr("Output"), QStringLiteral("inference.output_tokens"), tr(" tokens"),
        tr("Generated tokens per request (each one reads all weights once: memory-bandwidth bound)."), 0, 10'000'000,
        [](const gp::Scenario& s) { return s.inference.outputTokens; },
        [](gp::Scenario& s, int v) { s.inference.outputTokens = v; });
    QDoubleSpinBox* throughput = m_binder->addDouble(
        form, tr("Target throughput"), QStringLiteral("inference.target_requests_per_second"), tr(" req/s"),
        tr("Requests per second to serve; 0 = no target (GPUs needed is then not sized)."), 2, 0, 1e7,
        [](const gp::Scenario& s) { return s.inference.targetRequestsPerSecond; },
        [](gp::Scenario& s, double v) { s.inference.targetRequestsPerSecond = v; });
    throughput->setSpecialValueText(tr("no target"));
    QDoubleSpinBox* latency = m_binder->addDouble(
        form, tr("Target latency"), QStringLiteral("inference.target_latency_seconds"), tr(" s"),
        tr("End-to-end seconds per request; 0 = no target."), 2, 0, 1e5,
        [](const gp::Scenario& s) { return s.inference.targetLatencySeconds; },
        [](gp::Scenario& s, double v) { s.inference.targetLatencySeconds = v; });
    latency->setSpecialValueText(tr("no target"));
    return m_inference;
}

QWidget* ScenarioEditor::buildParallelSection()
{
    QFormLayout* form = nullptr;
    QGroupBox* box = section(tr("Parallelism"), &form);
    QComboBox* zero = m_binder->addCombo(
        form, tr("ZeRO / FSDP"), QStringLiteral("parallel.zero_stage"),
        tr("How data-parallel ranks shard training state (Rajbhandari et al. 2020): stage 1 optimizer states, 2 + "
           "gradients, 3 (= FSDP full shard) + weights."),
        [](const gp::Scenario& s) { return QVariant(int(s.parallel.zero)); },
        [](gp::Scenario& s, const QVariant& v) { s.parallel.zero = gp::ZeroStage(v.toInt()); });
    addEnumItems<gp::ZeroStage>(zero, {{gp::ZeroStage::Zero0, "Off (plain data parallel)"},
                                       {gp::ZeroStage::Zero1, "Stage 1"},
                                       {gp::ZeroStage::Zero2, "Stage 2"},
                                       {gp::ZeroStage::Zero3, "Stage 3 / FSDP"}});
    m_binder->addInt(
        form, tr("Tensor parallel"), QStringLiteral("parallel.tensor_parallel"), tr(" GPUs"),
        tr("GPUs that split each layer's matrices (Megatron-LM, Shoeybi et al. 2019); must divide the "
           "attention heads and stay inside one node's fast links."),
        1, 1024, [](const gp::Scenario& s) { return s.parallel.tensorParallel; },
        [](gp::Scenario& s, int v) { s.parallel.tensorParallel = v; });
    m_binder->addInt(
        form, tr("Pipeline parallel"), QStringLiteral("parallel.pipeline_parallel"), tr(" stages"),
        tr("Stages that split the layers; must divide the layer count."), 1, 1024,
        [](const gp::Scenario& s) { return s.parallel.pipelineParallel; },
        [](gp::Scenario& s, int v) { s.parallel.pipelineParallel = v; });
    m_binder->addInt(
        form, tr("Pipeline micro-batches"), QStringLiteral("parallel.pipeline_micro_batches"), QString(),
        tr("Micro-batches per step in the pipeline; the idle bubble is (stages - 1) / micro-batches "
           "(Narayanan et al. 2021)."),
        1, 1 << 20, [](const gp::Scenario& s) { return s.parallel.pipelineMicroBatches; },
        [](gp::Scenario& s, int v) { s.parallel.pipelineMicroBatches = v; });
    QCheckBox* offload = m_binder->addCheck(
        form, tr("Offload optimizer to CPU"), QStringLiteral("parallel.cpu_offload_optimizer"),
        tr("ZeRO-Offload: optimizer states live in host memory (Ren et al. 2021); saves GPU memory, "
           "costs PCIe time."),
        [](const gp::Scenario& s) { return s.parallel.cpuOffloadOptimizer; },
        [](gp::Scenario& s, bool v) { s.parallel.cpuOffloadOptimizer = v; });
    // Sharding and offloading training state mean nothing to a serving scenario: their rows hide there.
    m_parallelForm = form;
    m_trainingOnlyRows = {zero->parentWidget(), offload->parentWidget()};
    return box;
}

QWidget* ScenarioEditor::buildHardwareSection()
{
    QFormLayout* form = nullptr;
    QGroupBox* box = section(tr("Hardware"), &form);
    m_gpuCombo = m_binder->addCombo(
        form, tr("GPU"), QStringLiteral("hardware.gpu_key"),
        tr("The catalog GPU: memory, bandwidth and peak TFLOPS come from its datasheet row."),
        [](const gp::Scenario& s) { return QVariant(qs(s.hardware.gpuKey)); },
        [](gp::Scenario& s, const QVariant& v) { s.hardware.gpuKey = v.toString().toStdString(); });
    m_binder->addInt(
        form, tr("GPUs per node"), QStringLiteral("hardware.gpus_per_node"), tr(" GPUs"),
        tr("GPUs in one server sharing the fast intra-node link (8 on an HGX board)."), 1, 1024,
        [](const gp::Scenario& s) { return s.hardware.gpusPerNode; },
        [](gp::Scenario& s, int v) { s.hardware.gpusPerNode = v; });
    m_binder->addInt(
        form, tr("Nodes"), QStringLiteral("hardware.nodes"), tr(" nodes"),
        tr("Servers; more than one needs an inter-node network."), 1, 100000,
        [](const gp::Scenario& s) { return s.hardware.nodes; }, [](gp::Scenario& s, int v) { s.hardware.nodes = v; });
    m_intraLink = m_binder->addCombo(
        form, tr("Intra-node link"), QStringLiteral("hardware.intra_node_link_key"),
        tr("Link between GPUs of one node; automatic = the GPU's own interconnect (NVLink or PCIe)."),
        [](const gp::Scenario& s) { return QVariant(qs(s.hardware.intraNodeLinkKey)); },
        [](gp::Scenario& s, const QVariant& v) { s.hardware.intraNodeLinkKey = v.toString().toStdString(); });
    m_interLink = m_binder->addCombo(
        form, tr("Inter-node link"), QStringLiteral("hardware.inter_node_link_key"),
        tr("Network between nodes (InfiniBand, RoCE, Ethernet); none for a single node."),
        [](const gp::Scenario& s) { return QVariant(qs(s.hardware.interNodeLinkKey)); },
        [](gp::Scenario& s, const QVariant& v) { s.hardware.interNodeLinkKey = v.toString().toStdString(); });
    auto* mfu = m_binder->addDouble(
        form, tr("MFU override"), QStringLiteral("hardware.mfu_override"), tr(" %"),
        tr("Model FLOPs utilisation: the share of peak TFLOPS a real run achieves (PaLM, Chowdhery et al. 2022, "
           "reports 46%). At 0 the engine uses its published default for the GPU and task."),
        1, 0, 100, [](const gp::Scenario& s) { return s.hardware.mfuOverride ? *s.hardware.mfuOverride * 100 : 0.0; },
        [](gp::Scenario& s, double v) {
            s.hardware.mfuOverride = v > 0 ? std::optional<double>(v / 100) : std::nullopt;
        });
    mfu->setSpecialValueText(tr("published default"));
    return box;
}

QWidget* ScenarioEditor::buildPricingSection()
{
    QFormLayout* form = nullptr;
    QGroupBox* box = section(tr("Pricing"), &form);
    m_offers = new OfferPicker;
    m_offers->setCompact(true); // the side pane; "All columns..." shows the whole table
    m_offers->setToolTip(tr("Catalog offers to price this scenario with: each gives one cost line (whole instances "
                            "x started hours). Tick several to compare providers and tiers; sort by a header, "
                            "filter by tier, provider kind or place."));
    connect(m_offers, &OfferPicker::chosenChanged, this, [this](const std::vector<std::string>& keys) {
        m_binder->commit(QStringLiteral("pricing.offer_keys"), [&](gp::Scenario& s) { s.pricing.offerKeys = keys; });
    });
    // The whole width of the pane (no label column): a table needs it more than a caption.
    m_binder->addCustom(form, QString(), QStringLiteral("pricing.offer_keys"), m_offers,
                        [this](const gp::Scenario&) { fillOffers(); });
    m_offers->setAccessibleName(tr("Offers"));
    m_currency = m_binder->addCombo(
        form, tr("Currency"), QStringLiteral("pricing.currency"),
        tr("Currency of this scenario's costs; the workspace currency, when set, takes precedence in the comparison."),
        [](const gp::Scenario& s) { return QVariant(qs(s.pricing.currency)); },
        [](gp::Scenario& s, const QVariant& v) { s.pricing.currency = v.toString().toStdString(); });
    return box;
}

QWidget* ScenarioEditor::buildOverheadsSection()
{
    QFormLayout* form = nullptr;
    QGroupBox* box = section(tr("Overheads"), &form);
    m_binder->addDouble(
        form, tr("CUDA context"), QStringLiteral("overheads.cuda_context_gb"), tr(" GB"),
        tr("Memory the CUDA context and framework take on each GPU before any tensor (public "
           "calculators use 0.5-2 GB)."),
        2, 0, 64, [](const gp::Scenario& s) { return s.overheads.cudaContextGb; },
        [](gp::Scenario& s, double v) { s.overheads.cudaContextGb = v; });
    m_binder->addDouble(
        form, tr("Allocator reserve"), QStringLiteral("overheads.allocator_reserve_fraction"), tr(" %"),
        tr("Share of allocated memory lost to PyTorch caching-allocator fragmentation (5-10%)."), 1, 0, 90,
        [](const gp::Scenario& s) { return s.overheads.allocatorReserveFraction * 100; },
        [](gp::Scenario& s, double v) { s.overheads.allocatorReserveFraction = v / 100; });
    return box;
}

void ScenarioEditor::setCatalog(const gp::CatalogSnapshot& catalog)
{
    m_catalog = catalog;
    m_offers->setCatalog(catalog);
    fillCatalogCombos();
    m_binder->load(m_scenario);
}

void ScenarioEditor::fillCatalogCombos()
{
    const auto refill = [](QComboBox* combo, auto fill) {
        const QSignalBlocker block(combo);
        combo->clear();
        fill(combo);
    };
    refill(m_modelCombo, [this](QComboBox* c) {
        for (const auto& m : m_catalog.models)
            c->addItem(qs(m.name), qs(m.key));
        c->addItem(tr("Custom model..."), kCustomModel);
    });
    refill(m_gpuCombo, [this](QComboBox* c) {
        for (const auto& g : m_catalog.gpus)
            c->addItem(qs(g.name), qs(g.key));
    });
    refill(m_intraLink, [this](QComboBox* c) {
        c->addItem(tr("Automatic (the GPU's interconnect)"), QString());
        for (const auto& l : m_catalog.links)
            c->addItem(qs(l.name), qs(l.key));
    });
    refill(m_interLink, [this](QComboBox* c) {
        c->addItem(tr("None (single node)"), QString());
        for (const auto& l : m_catalog.links)
            if (l.category != "host")
                c->addItem(qs(l.name), qs(l.key));
    });
    refill(m_currency, [this](QComboBox* c) {
        for (const auto& cur : m_catalog.currencies)
            c->addItem(qs(cur.code), qs(cur.code));
        if (c->findData(QStringLiteral("USD")) < 0)
            c->addItem(QStringLiteral("USD"), QStringLiteral("USD"));
    });
}

void ScenarioEditor::fillOffers()
{
    // Prices in the workspace currency when the view set one (the comparison's), else the scenario's own.
    const QString currency = m_displayCurrency.isEmpty() ? qs(m_scenario.pricing.currency) : m_displayCurrency;
    m_offers->setScenario(m_scenario.hardware.gpuKey, m_scenario.pricing.offerKeys, currency);
}

void ScenarioEditor::setDisplayCurrency(const QString& currency)
{
    if (currency == m_displayCurrency)
        return;
    m_displayCurrency = currency;
    fillOffers();
}

void ScenarioEditor::setScenario(const gp::Scenario& scenario)
{
    m_scenario = scenario;
    m_binder->load(scenario);
    updateSectionVisibility();
}

void ScenarioEditor::updateSectionVisibility()
{
    const bool custom = m_scenario.model.catalogKey.empty() && m_scenario.model.custom;
    m_customModel->setVisible(custom);
    m_training->setVisible(m_scenario.isTraining());
    m_inference->setVisible(!m_scenario.isTraining());
    m_loraRows->setVisible(m_scenario.task == gp::Task::LoRA || m_scenario.task == gp::Task::QLoRA);
    for (QWidget* row : m_trainingOnlyRows)
        m_parallelForm->setRowVisible(row, m_scenario.isTraining());
}

void ScenarioEditor::setProblems(const std::vector<gp::FieldError>& errors, const std::vector<std::string>& warnings)
{
    const std::vector<gp::FieldError> unclaimed = m_binder->showErrors(errors);
    QStringList lines;
    for (const auto& e : unclaimed)
        lines.append(e.field.empty() ? qs(e.message) : tr("%1: %2").arg(qs(e.field), qs(e.message)));
    for (const auto& w : warnings)
        lines.append(tr("Note: %1").arg(qs(w)));
    m_banner->setText(lines.join(QLatin1Char('\n')));
    m_banner->setVisible(!lines.isEmpty());
}

void ScenarioEditor::setEditable(bool on)
{
    for (QWidget* w : findChildren<QGroupBox*>())
        w->setEnabled(on);
}

QString ScenarioEditor::errorShownFor(const QString& path) const { return m_binder->errorShownFor(path); }
QWidget* ScenarioEditor::fieldWidget(const QString& path) const { return m_binder->widgetFor(path); }

bool ScenarioEditor::eventFilter(QObject* watched, QEvent* event)
{
    // Capped, so long labels (a translation, a large font) cannot make the window wider than a laptop
    // screen: past the cap the pane scrolls sideways after all.
    constexpr int kMaxPaneWidth = 520;
    if (event->type() == QEvent::LayoutRequest && m_scroll && watched == m_scroll->widget()) {
        const int wanted =
            m_scroll->widget()->minimumSizeHint().width() + m_scroll->verticalScrollBar()->sizeHint().width();
        m_scroll->setMinimumWidth(std::min(wanted, kMaxPaneWidth));
        m_scroll->setHorizontalScrollBarPolicy(wanted > kMaxPaneWidth ? Qt::ScrollBarAsNeeded : Qt::ScrollBarAlwaysOff);
    }
    return QWidget::eventFilter(watched, event);
}
