// A .gpuplan file mangled thousands of ways (a fixed seed, so a failure repeats): bytes flipped, cut or
// inserted, and values swapped for hostile ones (wrong types, NaN, infinities, huge and negative numbers,
// 100,000-character strings, deep nesting) or keys removed. Every file must either be refused with a
// message that names the file, or load into a workspace whose every estimate is finite: never a crash,
// never NaN in what the user sees.
#include "TestSupport.h"
#include "catalog/CatalogStore.h"
#include "document/Workspace.h"
#include "document/WorkspaceFile.h"
#include "planning/EstimateJson.h"

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

// The finite check the user-facing numbers must pass.
bool everyNumberFinite(const json& node, std::string* where, const std::string& at = "")
{
    if (node.is_number_float() && !std::isfinite(node.get<double>())) {
        *where = at;
        return false;
    }
    if (node.is_object()) {
        for (auto it = node.begin(); it != node.end(); ++it)
            if (!everyNumberFinite(it.value(), where, at + "/" + it.key()))
                return false;
    } else if (node.is_array()) {
        for (std::size_t i = 0; i < node.size(); ++i)
            if (!everyNumberFinite(node[i], where, at + "/" + std::to_string(i)))
                return false;
    }
    return true;
}
} // namespace

class TestWorkspaceFileFuzz : public QObject {
    Q_OBJECT
private:
    QByteArray m_original;
    gp::CatalogSnapshot m_catalog;
    int m_loaded = 0;
    int m_refused = 0;

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
        workspace.setCatalog(m_catalog);
        for (int i = 0; i < workspace.scenarioCount(); ++i) {
            const gp::EstimateResult& r = workspace.estimate(i);
            if (!r.ok()) {
                for (const auto& e : r.errors)
                    QVERIFY2(!e.message.empty(), qPrintable(where));
                continue;
            }
            std::string at;
            QVERIFY2(everyNumberFinite(gp::EstimateJson::toJson(*r.estimate), &at),
                     qPrintable(QStringLiteral("%1: scenario %2 has a non-finite figure at %3")
                                    .arg(where)
                                    .arg(i)
                                    .arg(QString::fromStdString(at))));
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
        qInfo("%d mangled files refused with a message, %d loaded with finite estimates", m_refused, m_loaded);
    }
};

QTEST_MAIN(TestWorkspaceFileFuzz)
#include "tst_workspacefilefuzz.moc"
