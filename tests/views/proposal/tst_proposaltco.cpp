// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The proposal's TCO section (ProposalTcoSection) in-process, from the workshop example's TCO analysis and
// from small hand-written ones: figures hand-worked from the TCO model's formulas (TcoModel.h) where they
// are simple enough, the rest equal to the model's own analysis of the same inputs; interruptible options
// labelled wherever they are named and never the headline's cheapest without it; no section at all when
// the workspace holds no analysis; a broken analysis named by its field; every input with a source; the
// Markdown export carries the tornado's figures.
#include "Near.h"
#include "ShippedTestData.h"
#include "TestSupport.h"

#include "catalog/CatalogStore.h"
#include "document/Workspace.h"
#include "proposal/ProposalContentBuilder.h"
#include "proposal/ProposalMarkdownWriter.h"
#include "proposal/ProposalWorkspace.h"
#include "tco/TcoJson.h"

#include <QLocale>
#include <QtTest>

namespace {
QString grouped(double v) { return QLocale(QLocale::English).toString(qint64(std::llround(v))); }

// Every piece of text a block shows, its table cells and chart names included.
QStringList textsOf(const ProposalContent& c)
{
    QStringList out;
    for (const ProposalBlock& b : c.blocks) {
        out << b.text << b.items;
        out << b.table.header << b.table.note;
        for (const QStringList& row : b.table.rows)
            out << row;
        out << b.chart.title << b.chart.categories;
        for (const ChartSeries& s : b.chart.series)
            out << s.name << s.pointLabels;
    }
    return out;
}

const ProposalTable* tableWithHeader(const ProposalContent& c, const QString& first, const QString& contains)
{
    for (const ProposalBlock& b : c.blocks)
        if (b.kind == ProposalBlock::Kind::Table && b.table.header.value(0) == first &&
            b.table.header.join(QLatin1Char('|')).contains(contains))
            return &b.table;
    return nullptr;
}

const QStringList* rowStarting(const ProposalTable& t, const QString& prefix)
{
    for (const QStringList& row : t.rows)
        if (row.value(0).startsWith(prefix))
            return &row;
    return nullptr;
}

int indexOfHeading(const ProposalContent& c, const QString& text)
{
    for (int i = 0; i < c.blocks.size(); ++i)
        if (c.blocks[i].kind == ProposalBlock::Kind::Heading && c.blocks[i].text == text)
            return i;
    return -1;
}
} // namespace

class TestProposalTco : public QObject {
    Q_OBJECT
private:
    gp::CatalogSnapshot m_catalog;
    WorkspaceData m_data; // the workshop example: three scenarios and one TCO analysis, in USD

    ProposalContent content(const WorkspaceData& data, const ProposalOptions& options = {})
    {
        const auto ws = ProposalWorkspace::make(data, m_catalog, options, nullptr);
        return ws ? ProposalContentBuilder(*ws, options).build() : ProposalContent{};
    }

    WorkspaceData withAnalysis(const char* json)
    {
        WorkspaceData data = m_data;
        data.tcoAnalyses.clear();
        data.tcoAnalyses.push_back({QStringLiteral("t1"), QStringLiteral("Hand-written"), nlohmann::json::parse(json)});
        return data;
    }

private slots:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        ShippedTestData::loadCatalog(m_catalog);
        ShippedTestData::readWorkshopExample(m_data);
        QCOMPARE(m_data.tcoAnalyses.size(), 1);
        QCOMPARE(m_data.currency, QStringLiteral("USD"));
    }

    // The example's options table. AWS p5.48xlarge's 3-year reservation holds the 8-GPU node around the clock:
    // 8 x 730 h x 23.7773 / 8 USD = 17,357.43 USD a month, 416,578.3 USD paid over the 24 months and 624,867.4 USD
    // in full (the 12 months of the term still owed at the horizon count). The owned server is bought in month 0: 8
    // GPUs + 5% spares = 8.4 x 317,000 / 8 = 332,850 USD, the cumulative chart's first point. The rest: the model's own
    // analysis of the inputs.
    void exampleFiguresAreTheModels()
    {
        const ProposalContent c = content(m_data);
        QVERIFY(indexOfHeading(c, QStringLiteral("Total cost of ownership")) > 0);
        const ProposalTable* options = tableWithHeader(c, QStringLiteral("Option"), QStringLiteral("Full cost (USD)"));
        QVERIFY(options);
        const QStringList* reserved =
            rowStarting(*options, QStringLiteral("Amazon Web Services (EC2) 8x H100 SXM 80GB, reserved 3 years"));
        QVERIFY(reserved);
        QCOMPARE(reserved->value(2), QStringLiteral("26,036")); // 624,867.4 / 24
        QCOMPARE(reserved->value(3), QStringLiteral("416,578"));
        QCOMPARE(reserved->value(4), QStringLiteral("624,867"));

        const ChartSpec* cumulative = nullptr;
        for (const ProposalBlock& b : c.blocks)
            if (b.kind == ProposalBlock::Kind::Chart && b.chart.id == QLatin1String("tco-cumulative"))
                cumulative = &b.chart;
        QVERIFY(cumulative);
        bool ownFound = false;
        for (const ChartSeries& s : cumulative->series)
            if (s.name == QLatin1String("Own 8x H100 SXM 80GB, colocation")) {
                ownFound = true;
                GP_VERIFY_NEAR(s.points.value(0).y(), 332850.0, 0.01);
                QCOMPARE(s.points.size(), 25); // months 0..24
            }
        QVERIFY(ownFound);

        const auto parse = gp::tco::TcoJson::fromJson(m_data.tcoAnalyses[0].inputs, m_catalog);
        QVERIFY(parse.ok());
        const gp::tco::Analysis a = gp::tco::TcoAnalysis::analyse(*parse.inputs);
        QVERIFY(a.ok());
        QCOMPARE(options->rows.size(), int(a.base.options.size()));
        for (int i = 0; i < int(a.base.options.size()); ++i) {
            const gp::tco::OptionCost& o = a.base.options[i];
            const QStringList& row = options->rows[i];
            QVERIFY2(row.value(0).startsWith(QString::fromStdString(o.name)), qPrintable(row.value(0)));
            QCOMPARE(row.value(4), grouped(o.fullCost));
            QCOMPARE(row.value(2), grouped(o.averageMonthly));
            QCOMPARE(row.value(3), grouped(o.cumulative.back()));
            QCOMPARE(options->emphasised.value(i).value(4), i == a.base.cheapest);
        }
        // Break-even of owning against on demand, and its crossover month, as the model found them.
        const ProposalTable* pairs = tableWithHeader(c, QStringLiteral("Owned"), QStringLiteral("Break-even"));
        QVERIFY(pairs);
        QCOMPARE(pairs->rows.size(), int(a.breakEvens.size()));
        QVERIFY(a.breakEvens[0].utilisation && a.crossovers[0].month);
        QCOMPARE(pairs->rows[0].value(2),
                 QStringLiteral("owning wins above %1%").arg(*a.breakEvens[0].utilisation * 100, 0, 'f', 1));
        QCOMPARE(pairs->rows[0].value(3), QStringLiteral("month %1").arg(*a.crossovers[0].month, 0, 'f', 1));
    }

    // A 1-GPU job, so 1-GPU rentals hold it (the workshop example's 8-GPU job rents whole 8-GPU nodes): the
    // cheapest option is a marketplace offer (Akash), labelled, and the headline names the cheapest option that
    // cannot be reclaimed too (CoreWeave's 1-year reservation: 730 h x 1.79 USD x 24 months = 31,360.8 USD).
    void interruptibleCheapestIsLabelled()
    {
        const ProposalContent c = content(withAnalysis(R"({"format": "gpu-planner-tco", "currency": "USD",
            "region": "US", "horizon_months": 24, "workload": {"gpus": 1, "utilisation": 0.5},
            "options": [{"offer": "akash-h100-sxm-on-demand-community"}, {"offer": "coreweave-h100-sxm-reserved-1y"},
                        {"offer": "lambda-h100-sxm-on-demand-gpu-1x-h100-sxm5"}]})"));
        QString headline;
        for (const ProposalBlock& b : c.blocks)
            if (b.kind == ProposalBlock::Kind::Callout && b.text.startsWith(QLatin1String("Cheapest over")))
                headline = b.text;
        QVERIFY2(headline.contains(QStringLiteral("Akash Network H100 SXM 80GB, marketplace (interruptible)")),
                 qPrintable(headline));
        QVERIFY(headline.contains(QStringLiteral("It is interruptible")));
        QVERIFY2(headline.contains(
                     QStringLiteral("cheapest option that cannot be reclaimed is CoreWeave H100 SXM "
                                    "80GB, reserved 1 year (US), at USD\u00a031,361")), // the text layer's money
                 qPrintable(headline));
    }

    // An interruptible option the user named without saying so gets the label wherever it is named:
    // tables, charts, the model's own sentences.
    void typedSpotOptionIsLabelledEverywhere()
    {
        const ProposalContent c = content(withAnalysis(R"({"format": "gpu-planner-tco", "currency": "USD",
            "region": "US", "workload": {"gpus": 8, "utilisation": 0.5},
            "options": [{"name": "Cheap GPUs", "kind": "spot", "price": 0.5},
                        {"name": "Steady GPUs", "kind": "on_demand", "price": 2.0}]})"));
        int named = 0;
        for (const QString& t : textsOf(c)) {
            for (int at = t.indexOf(QLatin1String("Cheap GPUs")); at >= 0;
                 at = t.indexOf(QLatin1String("Cheap GPUs"), at + 1)) {
                ++named;
                QVERIFY2(t.mid(at).startsWith(QLatin1String("Cheap GPUs (interruptible)")), qPrintable(t));
            }
        }
        QVERIFY(named >= 4); // headline, tables, chart legends
        bool headline = false;
        for (const ProposalBlock& b : c.blocks)
            if (b.kind == ProposalBlock::Kind::Callout && b.text.startsWith(QLatin1String("Cheapest over"))) {
                headline = true;
                QVERIFY2(b.text.contains(QLatin1String("cannot be reclaimed is Steady GPUs")), qPrintable(b.text));
            }
        QVERIFY(headline);
    }

    void noAnalysisNoSection()
    {
        WorkspaceData data = m_data;
        data.tcoAnalyses.clear();
        const ProposalContent c = content(data);
        QCOMPARE(indexOfHeading(c, QStringLiteral("Total cost of ownership")), -1);
        for (const QString& t : textsOf(c))
            QVERIFY2(!t.startsWith(QLatin1String("TCO inputs")) && !t.contains(QLatin1String("TCO analysis")),
                     qPrintable(t));
        QVERIFY(indexOfHeading(c, QStringLiteral("Assumptions and sources")) > 0);
    }

    // A saved analysis the model refuses is named with its field and shows no figure.
    void brokenAnalysisNamesTheField()
    {
        const ProposalContent c = content(withAnalysis(R"({"format": "gpu-planner-tco", "currency": "USD",
            "options": [{"name": "Negative", "kind": "on_demand", "price": -1}]})"));
        const int at = indexOfHeading(c, QStringLiteral("Total cost of ownership"));
        QVERIFY(at > 0);
        QCOMPARE(c.blocks[at + 2].text, QStringLiteral("Hand-written"));
        const QString said = c.blocks[at + 3].text;
        QVERIFY2(said.contains(QLatin1String("cannot be computed")) && said.contains(QLatin1String("options[0].price")),
                 qPrintable(said));
        QVERIFY(at + 4 >= c.blocks.size() || c.blocks[at + 4].kind == ProposalBlock::Kind::Heading);
        QVERIFY(!tableWithHeader(c, QStringLiteral("Option"), QStringLiteral("Full cost")));
    }

    // Every TCO input in the assumptions has a value and a source, the typed ones say so, the defaults
    // cite their catalog row or say they are assumptions; each option's price cites its catalog offer.
    void everyInputHasASource()
    {
        const ProposalContent c = content(m_data);
        const ProposalTable* inputs =
            tableWithHeader(c, QStringLiteral("Input"), QStringLiteral("Where it comes from"));
        // The first such table is a scenario's engine inputs; the TCO one follows its subheading.
        for (int i = 0; i + 1 < c.blocks.size(); ++i)
            if (c.blocks[i].kind == ProposalBlock::Kind::Subheading &&
                c.blocks[i].text.startsWith(QLatin1String("TCO inputs")))
                inputs = &c.blocks[i + 1].table;
        QVERIFY(inputs);
        QVERIFY(inputs->rows.size() >= 25);
        for (const QStringList& row : inputs->rows) {
            QVERIFY2(!row.value(1).isEmpty() && !row.value(2).isEmpty(), qPrintable(row.join(QLatin1String(" | "))));
            QVERIFY2(!row.value(2).contains(QLatin1String("no source recorded")),
                     qPrintable(row.join(QLatin1String(" | "))));
        }
        QCOMPARE(rowStarting(*inputs, QStringLiteral("Runs per month"))->value(2),
                 QStringLiteral("set in the analysis"));
        QVERIFY(rowStarting(*inputs, QStringLiteral("PUE"))
                    ->value(2)
                    .startsWith(QLatin1String("tco_defaults pue-industry-average")));
        QVERIFY(rowStarting(*inputs, QStringLiteral("Resale value"))->value(2).startsWith(QLatin1String("assumption")));
        const ProposalTable* options = tableWithHeader(c, QStringLiteral("Option"), QStringLiteral("Terms"));
        QVERIFY(options);
        QCOMPARE(options->rows.size(), 5);
        for (const QStringList& row : options->rows)
            QVERIFY2(row.value(4).startsWith(QLatin1String("offers ")), qPrintable(row.value(4)));
        // The offer's 23.7773 USD an instance-hour over its 8 GPUs = 2.9721625.
        QCOMPARE(
            rowStarting(*options, QStringLiteral("Amazon Web Services (EC2) 8x H100 SXM 80GB, reserved 3"))->value(2),
            QStringLiteral("2.97216 USD per GPU-hour")); // six significant digits
    }

    // Restated in another currency at the analysis' own rate: the rupee full cost is the dollar one x 89.98.
    void restatedInTheProposalsCurrency()
    {
        ProposalOptions inr;
        inr.currency = QStringLiteral("INR");
        const ProposalContent c = content(m_data, inr);
        const ProposalTable* options = tableWithHeader(c, QStringLiteral("Option"), QStringLiteral("Full cost (INR)"));
        QVERIFY(options);
        const auto parse = gp::tco::TcoJson::fromJson(m_data.tcoAnalyses[0].inputs, m_catalog);
        QVERIFY(parse.ok() && parse.inputs->rate("INR"));
        const double rate = parse.inputs->rate("INR")->unitsPerUsd;
        const gp::tco::Analysis usd = gp::tco::TcoAnalysis::analyse(*parse.inputs);
        const QStringList* reserved =
            rowStarting(*options, QStringLiteral("Amazon Web Services (EC2) 8x H100 SXM 80GB, reserved 3"));
        QVERIFY(reserved);
        const double full = 36 * 8 * 730 * (23.7773 / 8); // the whole 3-year term, as above
        QCOMPARE(reserved->value(4),
                 QString::fromStdString(gp::tco::TcoAnalysis::formatMoney(full * rate, "INR")).mid(3));
        GP_VERIFY_NEAR(usd.base.options[1].fullCost, full, 0.01);
    }

    // The Markdown export writes the tornado as a table of figures (it used to come out empty).
    void markdownHasTheTornadoFigures()
    {
        const QString md = ProposalMarkdownWriter::toMarkdown(content(m_data));
        QVERIFY(md.contains(QStringLiteral("| Input | Input -20% | Input +20% |")));
        const int at = md.indexOf(QStringLiteral("| Input | Input -20% | Input +20% |"));
        // Its first row is the input with the largest swing, as the model ranks them.
        const auto parse = gp::tco::TcoJson::fromJson(m_data.tcoAnalyses[0].inputs, m_catalog);
        QVERIFY(parse.ok());
        const gp::tco::Analysis a = gp::tco::TcoAnalysis::analyse(*parse.inputs);
        QVERIFY(!a.tornado.empty());
        const QString first = QStringLiteral("| %1 |").arg(QString::fromStdString(a.tornado.front().label));
        QVERIFY2(md.mid(at, 400).contains(first), qPrintable(md.mid(at, 400)));
        QVERIFY(md.contains(QStringLiteral("Crossover \\(Own 8x H100 SXM 80GB, colocation overtakes")));
    }
};

QTEST_MAIN(TestProposalTco)
#include "tst_proposaltco.moc"
