// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Issue 31: no shipped example or template uses an offer the catalog flags (restricted eligibility, a disputed or
// unverified price, superseded by a newer row) as its headline. Every example file (scenarios, the checklist's
// scenario, the workshop workspace's scenarios and the TCO options) and every template is estimated on the shipped
// catalog; the headline must be an unflagged offer, and every offer a TCO option names must be unflagged. The
// searches leave flagged offers out unless asked (OfferFilter::includeFlagged) and say how many they left out.
#include "catalog/CatalogStore.h"
#include "planning/ConfigurationSearch.h"
#include "planning/OfferTerms.h"
#include "planning/PlanningEngine.h"
#include "planning/ScenarioJson.h"
#include "planning/ScenarioTemplates.h"

#include <QDir>
#include <QFile>
#include <QtTest>

#include <nlohmann/json.hpp>

using namespace gp;

namespace {

// Every scenario object in a document: a top-level scenario, "scenario" members (the checklist) and the entries of
// "scenarios" arrays (a workspace), found by their "schema_version" and "task" members.
void collectScenarios(const nlohmann::json& j, std::vector<nlohmann::json>& out)
{
    if (j.is_object()) {
        if (j.contains("schema_version") && j.contains("task")) {
            out.push_back(j);
            return;
        }
        for (const auto& [key, value] : j.items())
            collectScenarios(value, out);
    } else if (j.is_array()) {
        for (const auto& value : j)
            collectScenarios(value, out);
    }
}

// Every offer a TCO option names ({"offer": KEY}).
void collectTcoOffers(const nlohmann::json& j, std::vector<std::string>& out)
{
    if (j.is_object()) {
        if (auto it = j.find("offer"); it != j.end() && it->is_string())
            out.push_back(it->get<std::string>());
        for (const auto& [key, value] : j.items())
            collectTcoOffers(value, out);
    } else if (j.is_array()) {
        for (const auto& value : j)
            collectTcoOffers(value, out);
    }
}

} // namespace

class TestFlaggedOffers : public QObject {
    Q_OBJECT
    CatalogSnapshot m_catalog;

    void checkHeadline(const Scenario& s, const QString& where)
    {
        const EstimateResult e = PlanningEngine::estimate(s, m_catalog);
        QVERIFY2(e.ok(), qPrintable(where));
        const CostLine* h = e.estimate->headline();
        QVERIFY2(h, qPrintable(where + ": no headline price"));
        QVERIFY2(h->flags.empty(), qPrintable(where + ": headline " + QString::fromStdString(h->offerKey) + " is " +
                                              QString::fromStdString(h->flags)));
        const OfferSpec* o = m_catalog.offer(h->offerKey);
        QVERIFY2(o && !o->flags.any(), qPrintable(where));
    }

private Q_SLOTS:
    void initTestCase()
    {
        CatalogStore store;
        QVERIFY(store.openShipped());
        m_catalog = store.snapshot();
        // The shipped catalog does flag offers (tst_shippedcatalog lists them), so the checks below can fail.
        QVERIFY(std::count_if(m_catalog.offers.begin(), m_catalog.offers.end(),
                              [](const OfferSpec& o) { return o.flags.any(); }) > 0);
    }

    void noExampleHeadlineIsFlagged()
    {
        QDir dir(QStringLiteral(GP_SOURCE_DIR "/examples"));
        QStringList files;
        for (const QString& f : dir.entryList({"*.json", "*.gpuplan"}, QDir::Files, QDir::Name))
            files << dir.filePath(f);
        QDir checklist(dir.filePath("checklist"));
        for (const QString& f : checklist.entryList({"*.json"}, QDir::Files, QDir::Name))
            files << checklist.filePath(f);
        QVERIFY(files.size() >= 9); // 7 scenario/TCO files, the workshop workspace, the checklist example
        int scenarios = 0, tcoOffers = 0;
        for (const QString& path : files) {
            QFile file(path);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
            const nlohmann::json doc = nlohmann::json::parse(file.readAll().toStdString());
            std::vector<nlohmann::json> found;
            collectScenarios(doc, found);
            for (const auto& j : found) {
                const ScenarioParse p = ScenarioJson::fromJson(j);
                QVERIFY2(p.ok(), qPrintable(path));
                checkHeadline(*p.scenario, path + ": " + QString::fromStdString(p.scenario->name));
                ++scenarios;
            }
            std::vector<std::string> offers;
            collectTcoOffers(doc, offers);
            for (const auto& key : offers) {
                const OfferSpec* o = m_catalog.offer(key);
                QVERIFY2(o, qPrintable(path + ": " + QString::fromStdString(key)));
                QVERIFY2(!o->flags.any(), qPrintable(path + ": " + QString::fromStdString(key) + " is flagged"));
                ++tcoOffers;
            }
        }
        QVERIFY(scenarios >= 10); // 6 scenario files, the checklist's, the workshop's three
        QVERIFY(tcoOffers >= 4);
    }

    void noTemplateHeadlineIsFlagged()
    {
        QCOMPARE(scenarioTemplates().size(), std::size_t(3));
        for (const TemplateChoice& t : scenarioTemplates()) {
            const auto s = makeScenario(t.kind, m_catalog, "USD");
            QVERIFY2(s, t.label.c_str());
            checkHeadline(*s, QString::fromStdString(t.label));
        }
    }

    // The training search leaves flagged offers out by default, says how many, and takes them when asked: an L40S
    // fine-tune priced on the L40S offers only, where the Vultr 8-GPU row (USD 6.784 an hour, disputed and
    // superseded) would otherwise be the cheapest 8-GPU node.
    void searchLeavesFlaggedOffersOutUnlessAsked()
    {
        Scenario w;
        w.task = Task::LoRA;
        w.model.catalogKey = "llama-3-8b";
        w.training.tokens = 1e8;
        w.training.sequenceLength = 2048;
        w.training.globalBatch = 64;
        SearchOptions o;
        o.offers.gpuKeys = {"nvidia-l40s"};
        o.offers.tiers = {"on_demand"};
        o.maxGpus = 8;
        o.varyPrecision = false;
        o.varyMicroBatch = false;
        const SearchResult out = ConfigurationSearch::run(w, m_catalog, o);
        QVERIFY(out.ok());
        QVERIFY(!out.front.empty());
        for (const auto& c : out.front) {
            QVERIFY2(!m_catalog.offer(c.offerKey)->flags.any(), c.offerKey.c_str());
            QVERIFY(c.offerFlags.empty());
        }
        // vultr-l40s-8x-on-demand and vultr-l40s-on-demand: the L40S on-demand rows the catalog flags.
        const auto warned = std::find_if(out.warnings.begin(), out.warnings.end(), [](const gp::Message& m) {
            return m.english().rfind("2 offers are flagged in the catalog", 0) == 0;
        });
        QVERIFY2(warned != out.warnings.end(),
                 out.warnings.empty() ? "no warning" : out.warnings.front().english().c_str());
        QCOMPARE(out.flaggedOffers, 2);
        o.offers.includeFlagged = true;
        const SearchResult with = ConfigurationSearch::run(w, m_catalog, o);
        QVERIFY(with.ok());
        const bool anyFlagged = std::any_of(with.front.begin(), with.front.end(),
                                            [](const SearchCandidate& c) { return !c.offerFlags.empty(); });
        QVERIFY(anyFlagged);
        for (const auto& c : with.front)
            QCOMPARE(c.offerFlags, offerFlagWords(m_catalog.offer(c.offerKey)->flags));
    }
};

QTEST_GUILESS_MAIN(TestFlaggedOffers)
#include "tst_flaggedoffers.moc"
