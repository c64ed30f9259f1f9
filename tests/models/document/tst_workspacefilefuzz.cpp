// A .gpuplan file mangled thousands of ways (a fixed seed, so a failure repeats): bytes flipped, cut or
// inserted, and values swapped for hostile ones (wrong types, NaN, infinities, huge and negative numbers,
// 100,000-character strings, deep nesting) or keys removed. Every file must either be refused with a
// message that names the file, or load into a workspace whose every estimate is finite and not negative
// (headroom aside): never a crash, never NaN in what the user sees.
#include "TestSupport.h"
#include "catalog/CatalogStore.h"
#include "document/Workspace.h"
#include "document/WorkspaceFile.h"
#include "planning/Estimate.h"

#include <QFile>
#include <QTest>

#include <cmath>
#include <limits>
#include <random>

using nlohmann::json;

namespace {
constexpr unsigned kSeed = 20261129;
constexpr int kByteMutations = 1500;
constexpr int kValueMutations = 1500;

// Every JSON pointer in `doc` (objects and arrays included), in document order.
void collectPaths(const json& node, const json::json_pointer& at, std::vector<json::json_pointer>& out)
{
    out.push_back(at);
    if (node.is_object())
        for (auto it = node.begin(); it != node.end(); ++it)
            collectPaths(it.value(), at / it.key(), out);
    else if (node.is_array())
        for (std::size_t i = 0; i < node.size(); ++i)
            collectPaths(node[i], at / i, out);
}

json hostileValue(std::mt19937& rng)
{
    json deep = json::array();
    json* cursor = &deep;
    for (int i = 0; i < 200; ++i) {
        cursor->push_back(json::array());
        cursor = &cursor->back();
    }
    const double inf = std::numeric_limits<double>::infinity();
    const json choices[] = {nullptr,
                            json(-1),
                            json(0),
                            json(-1e308),
                            json(1e308),
                            json(std::numeric_limits<double>::quiet_NaN()),
                            json(inf),
                            json(2147483648.0),
                            json(0.5),
                            json(true),
                            json("NaN"),
                            json(""),
                            json(std::string(100000, 'x')),
                            json("<b>\"';DROP TABLE offers;--\u202e"),
                            json::object(),
                            json::array(),
                            deep};
    std::uniform_int_distribution<std::size_t> pick(0, std::size(choices) - 1);
    return choices[pick(rng)];
}

// Every number of an estimate as the engine made it (EstimateJson would print NaN as 0, so the check
// reads the values themselves). Returns the first non-finite one's name, empty when all are finite.
std::string firstNonFinite(const gp::Estimate& e)
{
    std::vector<std::pair<const char*, double>> values = {
        {"memory.weights", e.memory.weights}, {"memory.gradients", e.memory.gradients},
        {"memory.optimizer", e.memory.optimizerStates}, {"memory.master", e.memory.masterWeights},
        {"memory.activations", e.memory.activations}, {"memory.logits", e.memory.logits},
        {"memory.kv_cache", e.memory.kvCache}, {"memory.lora", e.memory.loraAdapters},
        {"memory.lora_optimizer", e.memory.loraOptimizer}, {"memory.quant", e.memory.quantConstants},
        {"memory.zero_gathered", e.memory.zeroGatheredWeights}, {"memory.context", e.memory.cudaContext},
        {"memory.reserve", e.memory.allocatorReserve}, {"usable_memory", e.usableMemoryGbPerGpu}};
    if (e.training) {
        const gp::TrainingEstimate& t = *e.training;
        values.insert(values.end(), {{"training.flops", t.totalFlops}, {"training.mfu", t.mfu},
                                     {"training.step", t.stepSeconds}, {"training.comm", t.communicationSecondsPerStep},
                                     {"training.bubble", t.pipelineBubbleFraction}, {"training.hours", t.wallClockHours},
                                     {"training.gpu_hours", t.gpuHours}, {"training.tokens_per_s", t.tokensPerSecond},
                                     {"training.achieved_mfu", t.achievedMfu}});
    }
    if (e.inference) {
        const gp::InferenceEstimate& i = *e.inference;
        values.insert(values.end(), {{"inference.ttft", i.timeToFirstTokenSeconds}, {"inference.tpot", i.timePerOutputTokenSeconds},
                                     {"inference.latency", i.requestLatencySeconds}, {"inference.tokens_per_s", i.tokensPerSecond},
                                     {"inference.requests_per_s", i.requestsPerSecond}});
    }
    for (const gp::CostLine& c : e.costs)
        values.insert(values.end(), {{"cost.price_per_gpu_hour", c.pricePerGpuHour}, {"cost.per_run", c.costPerRun},
                                     {"cost.per_million_tokens", c.costPerMillionTokens}});
    if (e.fitsByGpu)
        for (const gp::GpuFit& f : *e.fitsByGpu)
            values.insert(values.end(), {{"fit.usable", f.usableGb}, {"fit.required", f.requiredGb}, {"fit.headroom", f.headroomGb}});
    for (const gp::Explanation& x : e.explanations) {
        if (!std::isfinite(x.value))
            return "explanation " + x.figure;
        for (const gp::ExplanationInput& in : x.inputs)
            if (!std::isfinite(in.value))
                return "explanation " + x.figure + " input " + in.name;
    }
    for (const auto& [name, value] : values)
        if (!std::isfinite(value) || (value < 0 && std::string(name) != "fit.headroom"))
            return name;
    return {};
}
} // namespace

class TestWorkspaceFileFuzz : public QObject {
    Q_OBJECT
private:
    QByteArray m_original;
    gp::CatalogSnapshot m_catalog;
    int m_loaded = 0;
    int m_refused = 0;
    int m_estimated = 0;   // scenarios of loaded files that the engine estimated (and whose figures were checked)

    // One mangled file: refused with a message naming it, or loaded with finite estimates.
    void check(const QByteArray& bytes, const char* how, int n)
    {
        const QString where = QStringLiteral("fuzz-%1-%2.gpuplan").arg(QLatin1String(how)).arg(n);
        WorkspaceData data;
        QString error;
        if (!WorkspaceFile::parse(bytes, where, data, &error)) {
            ++m_refused;
            QVERIFY2(error.contains(where), qPrintable(QStringLiteral("%1: message does not name the file: %2").arg(where, error.left(300))));
            return;
        }
        ++m_loaded;
        Workspace workspace(std::move(data));
        workspace.setEstimateOptions({.fitsForEveryGpu = true});   // every figure the command line prints
        workspace.setCatalog(m_catalog);
        for (int i = 0; i < workspace.scenarioCount(); ++i) {
            const gp::EstimateResult& r = workspace.estimate(i);
            if (!r.ok()) {
                for (const auto& e : r.errors)
                    QVERIFY2(!e.message.empty(), qPrintable(where));
                continue;
            }
            ++m_estimated;
            const std::string bad = firstNonFinite(*r.estimate);
            QVERIFY2(bad.empty(), qPrintable(QStringLiteral("%1: scenario %2 has a negative or non-finite %3")
                                                 .arg(where)
                                                 .arg(i)
                                                 .arg(QString::fromStdString(bad))));
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        QFile file(QStringLiteral(GP_SOURCE_DIR "/examples/workshop-llama3-8b.gpuplan"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        m_original = file.readAll();
        CatalogStore store;
        QVERIFY2(store.openShipped(), qPrintable(store.startupMessage()));
        m_catalog = store.snapshot();
        // The unmangled file loads and estimates: the mutations start from a good document.
        WorkspaceData data;
        QString error;
        QVERIFY2(WorkspaceFile::parse(m_original, QStringLiteral("original"), data, &error), qPrintable(error));
        QCOMPARE(data.scenarios.size(), 3);
        Workspace workspace(std::move(data));
        workspace.setCatalog(m_catalog);
        for (int i = 0; i < workspace.scenarioCount(); ++i)
            QVERIFY2(workspace.estimate(i).ok(), qPrintable(workspace.scenario(i).name));
    }

    void mangledBytes()
    {
        std::mt19937 rng(kSeed);
        std::uniform_int_distribution<int> byte(0, 255);
        for (int n = 0; n < kByteMutations; ++n) {
            QByteArray bytes = m_original;
            std::uniform_int_distribution<int> at(0, int(bytes.size()) - 1);
            switch (n % 4) {
            case 0: bytes[at(rng)] = char(byte(rng)); break;   // flip one byte
            case 1: bytes.truncate(at(rng)); break;            // cut short
            case 2: bytes.insert(at(rng), char(byte(rng))); break;
            case 3: bytes.remove(at(rng), 1 + at(rng) % 16); break;
            }
            check(bytes, "bytes", n);
            if (QTest::currentTestFailed())
                return;
        }
    }

    void hostileValues()
    {
        std::mt19937 rng(kSeed + 1);
        const json original = json::parse(m_original.toStdString());
        std::vector<json::json_pointer> paths;
        collectPaths(original, json::json_pointer(), paths);
        std::uniform_int_distribution<std::size_t> pickPath(1, paths.size() - 1);   // never the root
        for (int n = 0; n < kValueMutations; ++n) {
            json doc = original;
            const json::json_pointer path = paths[pickPath(rng)];
            if (n % 5 == 0) {   // a key (or array entry) missing
                json& parent = doc[path.parent_pointer()];
                if (parent.is_object())
                    parent.erase(path.back());
                else
                    parent.erase(std::stoul(path.back()));
            } else {
                doc[path] = hostileValue(rng);
            }
            // NaN and infinities are not JSON: they are written as null, which is one more hostile value.
            check(QByteArray::fromStdString(doc.dump()), "values", n);
            if (QTest::currentTestFailed())
                return;
        }
    }

    void bothOutcomesWereExercised()
    {
        // A fuzz run that only ever refused (or only ever loaded) would test one branch.
        QVERIFY2(m_refused > 100, qPrintable(QString::number(m_refused)));
        QVERIFY2(m_loaded > 100, qPrintable(QString::number(m_loaded)));
        QVERIFY2(m_estimated > 300, qPrintable(QString::number(m_estimated)));   // figures were really checked
        qInfo("%d mangled files refused with a message, %d loaded; %d scenarios estimated, every figure finite",
              m_refused, m_loaded, m_estimated);
    }
};

QTEST_MAIN(TestWorkspaceFileFuzz)
#include "tst_workspacefilefuzz.moc"
