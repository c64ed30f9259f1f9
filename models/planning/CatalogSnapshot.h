// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Plain values copied out of the catalog database, so the engine never touches SQL and can run
// millions of times a second. models/catalog/ fills a CatalogSnapshot from SQLite; tests build one by hand.
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace gp {

// Where a figure came from: the catalog table and row key, plus the row's source and as-of date.
struct SourceRef {
    std::string
        table; // "gpus", "links", "offers", "models", "currencies", "tco_defaults", "providers", "processor_classes"
    std::string key;    // the row's stable key
    std::string source; // document name or URL
    std::string asOf;   // date as written in the catalog (ISO where known)
};

struct GpuSpec {
    std::string key; // "nvidia-h100-sxm"
    std::string vendor;
    std::string name;         // "H100 SXM 80GB"
    std::string architecture; // "Hopper"
    double memoryGb = 0;      // label capacity, decimal GB
    double memoryBandwidthTBps = 0;
    double fp16DenseTflops = 0;  // BF16/FP16 tensor, dense (no 2:4 sparsity)
    double fp16SparseTflops = 0; // 0 when the vendor prints no sparse figure
    double fp8DenseTflops = 0;   // 0 when not supported
    double fp32Tflops = 0;       // non-tensor FP32
    double tdpW = 0;
    std::string interconnect;    // "NVLink 4", "PCIe"
    double interconnectGBps = 0; // per GPU, bidirectional, as vendors state it
    int pcieGen = 0;
    int launchYear = 0;
    // The scale-out link per GPU of the vendor's reference system (catalog schema v8): what the searches and the
    // what-if take past one node when the scenario names no network (CommunicationModel::chooseInterNode). Empty:
    // none found, the catalog's slowest scale-out network.
    std::string scaleOutLinkKey;
    std::string scaleOutReference; // "DGX H100: 8 x ConnectX-7 400 Gb/s, one per GPU"
    std::string scaleOutSourceUrl;
    SourceRef ref;
};

struct LinkSpec {
    std::string key; // "nvlink4", "ib-ndr", "pcie-gen5-x16"
    std::string name;
    std::string category; // "scale-up", "host", "scale-out"
    double bandwidthGBpsPerDirection = 0;
    double latencyUs = 0;
    double efficiency = 0; // achievable fraction of bandwidth for collectives; 0 = unknown (engine default)
    SourceRef ref;
};

// The output head a model is computed with. A catalog row is its causal-LM form; a training scenario's
// training.head (schema version 2) gives the head it trains, applied by gp::withTrainingHead (ModelCounts.h).
enum class OutputHead {
    CausalLm,               // Hugging Face *ForCausalLM: V x h LM head, logits at every position
    SequenceClassification, // *ForSequenceClassification: an h x num_labels score layer, pooled on the last token
    MaskedLm,               // *ForMaskedLM (BERT): the V x h LM head at every position, bidirectional attention
};

struct ModelArchitecture {
    std::string key; // "llama-2-7b"
    std::string name;
    double parameters = 0;       // total parameters (all experts for MoE)
    double activeParameters = 0; // per token (== parameters for dense models)
    int layers = 0;
    int hiddenSize = 0;
    int attentionHeads = 0;
    int kvHeads = 0;
    int headDim = 0;      // read from the model; NOT always hidden/heads
    int ffnSize = 0;      // intermediate size of one expert's MLP
    bool gatedFfn = true; // SwiGLU-style three matrices instead of two
    int vocabSize = 0;
    int contextLength = 0;
    int experts = 0; // 0 or 1 for dense
    int activeExperts = 0;
    // The LM head shares the input embedding matrix (tie_word_embeddings in config.json; schema version 2 for a
    // custom model): the V x h matrix is stored once, and `parameters` counts it once (Hugging Face's
    // num_parameters() counts a shared tensor once). Catalog rows keep their published count; their `embeddings`
    // column (catalog schema v6) says tied or untied, and a row that leaves it empty has tieRecorded false (counted
    // as untied, and a classification head says so).
    bool tiedEmbeddings = false;
    bool tieRecorded = true;
    OutputHead head = OutputHead::CausalLm;
    int numLabels = 0; // SequenceClassification: the score layer's outputs
    // Encoder-decoder (T5, Raffel et al. 2020; schema version 2, custom models only: model.custom.encoder_layers):
    // this many encoder blocks (self-attention + MLP over the input) before the `layers` decoder blocks, each of
    // which adds cross-attention over the encoder's output. 0 = decoder-only. Catalog rows are decoder-only.
    int encoderLayers = 0;
    // The run's encoder input length s_enc (training.encoder_sequence_length), stamped on the architecture where
    // the scenario's model is resolved (gp::withTrainingHead), as the head is, so that every estimator sees the
    // network the run computes; 0 = the decoder's sequence length. Read only when encoderLayers > 0.
    int encoderSequenceLength = 0;
    // The run's attention span (training.packed_sample_tokens, with packed_sequences), stamped as s_enc is: each
    // token attends only the tokens of its own sample in a pack. 0 = the sequence length. Decoder-only.
    int attentionSpan = 0;
    SourceRef ref;
};

enum class PriceUnit { Hour, Month, OneOff };

// What a buyer must know before trusting an offer's price (catalog schema v9, docs/catalog-format.md). Each flag
// carries its source (a note and URL). A flagged offer is never a headline or a recommendation unless the user
// opts in (CostModel::isHeadlineCandidate, OfferFilter::includeFlagged); wherever it is shown it is marked
// (gp::offerFlagWords).
struct OfferFlags {
    bool restricted = false;       // only eligible users can buy at this price (government portal, programme)
    std::string restrictedSource;  //   where that is stated
    std::string priceStatus;       // "disputed" or "unverified"; empty: as published
    std::string priceStatusSource; //   the conflicting source or the doubt
    std::string supersededBy;      // key of the newer row of the same offer; empty: current
    std::string supersededSource;  //   why the newer row replaces this one
    bool any() const { return restricted || !priceStatus.empty() || !supersededBy.empty(); }
};

// A negotiated price on top of the list price (issue 33, "Contracted prices"): the user catalog's contract_prices
// (catalog schema v10), applied when the snapshot is read (catalog::applyContracts). When applied, OfferSpec::price
// and ::currency are what the buyer pays and these keep the provider's list price beside it. A per-offer contracted
// price wins over a provider-and-tier discount. Never applied to the shipped catalog.
struct ContractTerms {
    std::string basis;          // "contracted" (a price for this offer) or "discount" (provider and tier); empty: list
    double listPrice = 0;       // the list price, for the whole instance in listCurrency per the offer's unit
    std::string listCurrency;   // ISO code
    double discountPercent = 0; // basis "discount": the percentage off the list price, 0 <= d < 100
    std::string source;         // the contract's name, as the user entered it
    std::string asOf;           // the contract's date
    bool applied() const { return !basis.empty(); }
};

struct OfferSpec {
    std::string key;
    std::string providerKey;
    std::string providerName;
    std::string providerKind; // hyperscaler, gpu_cloud, managed, dedicated, own_hardware, marketplace
    std::string gpuKey;
    int gpusPerInstance = 1;
    std::string tier;     // on_demand, spot, community, marketplace, reserved_1y, reserved_3y, dedicated_monthly,
                          // managed_monthly, purchase
    double price = 0;     // for the whole instance, in `currency`, per `unit`
    std::string currency; // ISO code
    PriceUnit unit = PriceUnit::Hour;
    std::string region;
    std::string instanceType; // provider's name for the instance, e.g. "p5.48xlarge"; may be empty
    std::string includes;     // what the price covers, as the catalog words it ("full instance", "GPU only; VM
                              // billed extra"); read by gp::priceExcludesHost
    OfferFlags flags;         // schema v9; none for rows without them
    ContractTerms contract;   // schema v10; none: `price` is the list price
    SourceRef ref;
};

struct CurrencyRate {
    std::string code;       // "USD", "INR"
    double unitsPerUsd = 1; // 1 USD = unitsPerUsd units of this currency
    SourceRef ref;
};

// A tco_defaults row (resources/catalog/tco_defaults.json): one cited figure the TCO model starts from.
struct TcoParameter {
    std::string key; // "pue-industry-average"
    std::string category;
    std::string name;
    double value = 0;
    std::string unit; // as the catalog writes it: "INR/kWh", "US cents/kWh", "years"
    std::string region;
    SourceRef ref;
};

// How a provider bills an hourly price (catalog schema v7, each provider's figures quoted from its own billing
// page): in steps of incrementSeconds (1 = per second, 60 = per minute, 3600 = per started hour), at least
// minimumSeconds per instance. incrementSeconds 0 = not recorded: per started hour, the coarsest rule, so an
// unknown rule errs high, never low.
struct BillingTerms {
    int incrementSeconds = 0;
    std::optional<int> minimumSeconds; // empty: the billing page states none (not the same as a stated 0)
    bool recorded() const { return incrementSeconds > 0; }
};

struct ProviderSpec {
    std::string key;
    std::string name;
    std::string kind;
    double slaPercent = 0; // 0 = none published
    BillingTerms billing;
    std::string billingSourceUrl; // the page billing's figures come from
    std::string billingAsOf;
    SourceRef ref;
};

// One row of the seed article's processor comparison (catalog table processor_classes).
struct ProcessorClass {
    std::string key; // "cpu", "gpu", "tpu", "npu"
    int ordinal = 0;
    std::string name;        // "TPU (Google)"
    std::string parallelism; // "Extremely high (matrix unit)"
    std::string bestUse;     // "Large-scale LLM training on GCP"
    std::string limitation;  // "Vendor lock-in, limited framework support"
    bool trains = false;     // used for training and fine-tuning
    SourceRef ref;
};

// An offer's earlier price (issue 33, "Price history"; the user catalog's price_history, schema v10): kept when an
// import or an edit changed it, with the dates it was valid from and to and the source it had then.
struct PriceChange {
    std::string kind;           // "list", "contracted" or "discount" (a discount of the offer's provider and tier)
    double price = 0;           // "list", "contracted": for the whole instance per `unit`; 0 for a discount
    std::string currency;       // ISO code; empty for a discount
    std::string unit;           // "hour", "month", "one_off"; empty for a discount
    double discountPercent = 0; // "discount" only
    std::string validFrom;      // as written (the list's date); empty: not recorded
    std::string validTo;        // the date the next value took over
    std::string source;
};

// Reads offers' earlier prices when they are asked for (issue 33 review): a user or team catalog's history grows
// with every import, and only the why panel, the price chart and `catalog price-history` read it, for the few
// offers they show. A snapshot shares one (catalog::StorePriceHistory); it must be safe to call from any thread.
// A read that fails says so (issue 33: a damaged price_history table showed as an offer without history).
struct PriceHistoryRead {
    // Offer key -> its earlier prices, oldest first (its provider's discounts for its tier among them), for each
    // of the offers asked for that has any.
    std::unordered_map<std::string, std::vector<PriceChange>> history;
    std::string error; // empty when read; else the offers whose history failed and why (their entries are absent)
};
class PriceHistorySource {
public:
    virtual ~PriceHistorySource() = default;
    virtual PriceHistoryRead read(const std::vector<const OfferSpec*>& offers) const = 0;
};

struct CatalogSnapshot {
    std::vector<GpuSpec> gpus;
    std::vector<LinkSpec> links;
    std::vector<ModelArchitecture> models;
    std::vector<OfferSpec> offers;
    std::vector<CurrencyRate> currencies;
    std::vector<TcoParameter> tcoParameters;
    std::vector<ProviderSpec> providers;
    std::vector<ProcessorClass> processors; // in the comparison's order (ordinal)
    // Offer key -> its earlier prices, oldest first, set by hand (tests); a catalog's are read on demand through
    // priceHistorySource (schema v10; none for the shipped catalog). priceHistoryOf asks both.
    std::unordered_map<std::string, std::vector<PriceChange>> priceHistory;
    std::shared_ptr<const PriceHistorySource> priceHistorySource;
    PriceHistoryRead priceHistoryOf(const std::vector<const OfferSpec*>& offers) const;

    // Lookups by key. With an index (buildIndex) they are hash lookups; a hit is checked against the row,
    // and a miss falls back to a scan, so a snapshot edited after indexing still answers correctly (only
    // slower). The index is never written by a lookup, so a const snapshot is safe to share across threads.
    const GpuSpec* gpu(const std::string& key) const;
    const LinkSpec* link(const std::string& key) const;
    const ModelArchitecture* model(const std::string& key) const;
    const OfferSpec* offer(const std::string& key) const;
    const CurrencyRate* currency(const std::string& code) const;
    const TcoParameter* tcoParameter(const std::string& key) const; // a scan: 63 rows, read once per analysis
    const ProviderSpec* provider(const std::string& key) const;

    // Call once the rows are in place (the catalog reader does): the engine looks offers up several
    // times per estimate, and a what-if drag re-estimates every scenario each frame.
    void buildIndex();

    struct Index {
        std::unordered_map<std::string, std::size_t> gpus, links, models, offers, currencies;
    };
    Index index;
};

} // namespace gp
