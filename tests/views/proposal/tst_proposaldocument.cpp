// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The proposal's document in-process: built from a workspace whose user text is markup that would load
// files and URLs, it shows that text literally and asks for no resource at all (a QTextDocument whose
// loadResource counts every request and refuses it); the HTML export, read back by Qt's rich-text engine,
// asks only for its own data: images; the recommended plan is the cheapest that fits; a logo is shown.
#include "ShippedTestData.h"
#include "TestSupport.h"

#include "catalog/CatalogStore.h"
#include "document/Workspace.h"
#include "itemmodels/ComparisonFigures.h"
#include "proposal/ProposalContentBuilder.h"
#include "proposal/ProposalHtmlWriter.h"
#include "proposal/ProposalPrinter.h"
#include "proposal/ProposalWorkspace.h"

#include <QBuffer>
#include <QImage>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QtTest>

namespace {
class CountingDocument : public QTextDocument {
public:
    QList<QUrl> requests;

protected:
    QVariant loadResource(int, const QUrl& name) override
    {
        requests << name;
        return {}; // refused
    }
};
} // namespace

class TestProposalDocument : public QObject {
    Q_OBJECT
private:
    gp::CatalogSnapshot m_catalog;
    WorkspaceData m_data;

    ProposalContent content(const WorkspaceData& data, const ProposalOptions& options = {})
    {
        const auto ws = ProposalWorkspace::make(data, m_catalog, options, nullptr);
        return ws ? ProposalContentBuilder(*ws, options).build() : ProposalContent{};
    }

private slots:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        ShippedTestData::loadCatalog(m_catalog);
        ShippedTestData::readWorkshopExample(m_data);
        QVERIFY(m_data.scenarios.size() >= 2);
    }

    void hostileTextLoadsNothing()
    {
        WorkspaceData data = m_data;
        data.customer = QStringLiteral("<img src=\"file:///etc/passwd\">");
        data.title = QStringLiteral("<img src=\"https://example.com/t.png\"><script>alert(1)</script>");
        data.notes = QStringLiteral("<link rel=stylesheet href=\"http://example.com/s.css\">");
        data.scenarios[0].name = QStringLiteral("<img src=\"qrc:/icons/gpu-planner.svg\">");
        data.scenarios[1].notes = QStringLiteral("<style>body{background:url(file:///x)}</style>");
        data.whatIf.gpuCount = 3; // the what-if section lists each scenario's name with what it got
        const ProposalContent c = content(data);

        CountingDocument document;
        QTemporaryDir dir;
        QPdfWriter writer(dir.filePath(QStringLiteral("p.pdf")));
        writer.setResolution(ProposalPrinter::layoutResolution());
        const int pages = ProposalPrinter::print(c, &writer, QPageSize::A4, &document);
        QVERIFY(pages >= 6);
        QCOMPARE(document.requests, QList<QUrl>{});
        const QString text = document.toPlainText();
        QVERIFY(text.contains(data.customer));
        QVERIFY(text.contains(data.title));
        QVERIFY(text.contains(data.notes));
        QVERIFY(text.contains(data.scenarios[0].name));
        QVERIFY(text.contains(data.scenarios[1].notes));

        // The HTML export read by Qt's rich-text engine: the only requests are its own chart images.
        CountingDocument html;
        html.setHtml(ProposalHtmlWriter::toHtml(c));
        html.documentLayout(); // lays out, which is when images are asked for
        html.pageCount();
        for (const QUrl& url : html.requests)
            QVERIFY2(url.scheme() == QLatin1String("data"), qPrintable(url.toString().left(80)));
        QVERIFY(html.toPlainText().contains(data.customer));
        QVERIFY(html.toPlainText().contains(data.scenarios[0].name));
    }

    // The summary recommends the plan with the lowest cost per run (its own GPU's cheapest offer) among those
    // that fit: worked out here from the engine's cost lines, independently of the builder's charts.
    void recommendsTheCheapestPlanThatFits()
    {
        const auto ws = ProposalWorkspace::make(m_data, m_catalog, {}, nullptr);
        QVERIFY(ws);
        int expected = -1;
        double best = 0;
        for (int i = 0; i < ws->scenarioCount(); ++i) {
            const auto& r = ws->estimate(i);
            if (!r.ok() || !r.estimate->fits)
                continue;
            for (const gp::CostLine& line : r.estimate->costs)
                if (line.gpuMatchesScenario && line.costPerRun > 0 && (expected < 0 || line.costPerRun < best)) {
                    expected = i;
                    best = line.costPerRun;
                }
        }
        QVERIFY(expected >= 0);
        QCOMPARE(ProposalContentBuilder(*ws, {}).recommendedIndex(), expected);

        // A plan that does not fit is never recommended, however cheap: the recommended plan alone, with a
        // micro-batch whose activations no GPU holds, leaves nothing to recommend.
        WorkspaceData one = m_data;
        one.scenarios = {m_data.scenarios[expected]};
        one.scenarios[0].scenario.training.microBatch = 64; // activations far past any GPU's memory
        one.scenarios[0].scenario.training.globalBatch = 512;
        const auto big = ProposalWorkspace::make(one, m_catalog, {}, nullptr);
        QVERIFY(big->estimate(0).ok());
        QVERIFY(!big->estimate(0).estimate->fits);
        QCOMPARE(ProposalContentBuilder(*big, {}).recommendedIndex(), -1);
    }

    void pricedOffersSayWhatEachRowRents()
    {
        // The workshop's recommended 8x H100 plan: every row names its provider and instance, the whole
        // instances it bills and, where the row is not a price for this plan, why. A reservation shows its
        // commitment, a marketplace row that it can be reclaimed. Nothing here is a bare provider name.
        const ProposalContent c = content(m_data);
        const ProposalTable* offers = nullptr;
        for (int i = 0; i + 1 < c.blocks.size(); ++i)
            if (c.blocks[i].kind == ProposalBlock::Kind::Subheading &&
                c.blocks[i].text == QStringLiteral("Priced offers") &&
                c.blocks[i + 1].kind == ProposalBlock::Kind::Table)
                offers = &c.blocks[i + 1].table;
        QVERIFY(offers);
        QCOMPARE(offers->header.value(0), QStringLiteral("Offer"));
        QCOMPARE(offers->header.value(3), QStringLiteral("Billed"));
        bool sawP548 = false, sawSmallInstance = false, sawReservation = false, sawMarketplace = false;
        for (const QStringList& row : offers->rows) {
            QCOMPARE(row.size(), 7);
            const QRegularExpression billed(QStringLiteral("^(\\d+) x (\\d+) = (\\d+) GPUs$"));
            const auto m = billed.match(row[3]);
            QVERIFY2(m.hasMatch(), qPrintable(row[3]));
            QCOMPARE(m.captured(1).toInt() * m.captured(2).toInt(), m.captured(3).toInt());
            QVERIFY2(m.captured(3).toInt() >= 8, qPrintable(row.join(QLatin1String(" | ")))); // an 8-GPU plan
            sawP548 = sawP548 || row[0].contains(QLatin1String("p5.48xlarge"));
            sawSmallInstance = sawSmallInstance || row[0].contains(QLatin1String("cannot hold one node"));
            if (row[1].startsWith(QLatin1String("3-year reserved, if held; commits to ")))
                sawReservation = true;
            sawMarketplace = sawMarketplace || row[1] == QLatin1String("marketplace (interruptible)");
        }
        QVERIFY(sawP548);
        QVERIFY(sawSmallInstance);
        QVERIFY(sawReservation);
        QVERIFY(sawMarketplace);
    }

    void whatIfSaysWhatEachPlanGot()
    {
        // 3 GPUs split the workshop plans' global batch, so each lands on another count: the proposal lists the
        // count each scenario got, as the window's what-if list does, not "GPU count set to 3".
        WhatIfOverrides w = m_data.whatIf;
        w.gpuCount = 3;
        WorkspaceData data = m_data;
        data.whatIf = w;
        const ProposalContent c = content(data);
        QStringList items;
        for (int i = 0; i + 1 < c.blocks.size(); ++i)
            if (c.blocks[i].kind == ProposalBlock::Kind::Subheading &&
                c.blocks[i].text == QStringLiteral("What-if changes applied"))
                items = c.blocks[i + 1].items;
        QVERIFY(!items.isEmpty());
        QVERIFY2(items.first().startsWith(QStringLiteral("WHAT-IF: GPU count asked: 3")), qPrintable(items.first()));
        const auto h100 = std::find_if(items.begin(), items.end(), [](const QString& item) {
            return item.startsWith(QStringLiteral("WHAT-IF: 8x H100 SXM: "));
        });
        QVERIFY2(h100 != items.end(), qPrintable(items.join(QLatin1Char('\n'))));
        QVERIFY2(h100->contains(QStringLiteral("asked 3, rounded up to the next count the scenario can run")),
                 qPrintable(*h100));
        for (const QString& item : items)
            QVERIFY2(!item.contains(QStringLiteral("rounded up to whole nodes")), qPrintable(item));
    }

    void currencyAndScenarioChoice()
    {
        ProposalOptions options;
        options.currency = QStringLiteral("INR");
        options.scenarioIds = {m_data.scenarios[1].id};
        QString error;
        const auto ws = ProposalWorkspace::make(m_data, m_catalog, options, &error);
        QVERIFY2(ws, qPrintable(error));
        QCOMPARE(ws->scenarioCount(), 1);
        QCOMPARE(ws->currency(), QStringLiteral("INR"));
        QCOMPARE(ws->scenario(0).name, m_data.scenarios[1].name);
        const gp::CostLine* c = ComparisonFigures::cheapestCost(*ws->estimate(0).estimate);
        QVERIFY(c);
        QCOMPARE(QString::fromStdString(c->currency), QStringLiteral("INR"));
        options.scenarioIds = {QStringLiteral("no-such-id")};
        QVERIFY(!ProposalWorkspace::make(m_data, m_catalog, options, &error));
        QVERIFY(error.contains(QStringLiteral("no-such-id")));
    }

    // An input name that feeds several formulas with different values or sources ("utilisation": the
    // default's, and the one the compute time applies; "step time") is told apart by the figure it feeds:
    // no inputs table names one input twice for two meanings. With the workshop plan alone its inputs are
    // one table; all of them, a shared table and a table of differences.
    void inputNamesAreUnambiguous_data()
    {
        QTest::addColumn<bool>("alone");
        QTest::newRow("one plan") << true;
        QTest::newRow("every plan") << false;
    }
    void inputNamesAreUnambiguous()
    {
        QFETCH(bool, alone);
        ProposalOptions options;
        if (alone)
            options.scenarioIds = {m_data.scenarios[0].id};
        const ProposalContent c = content(m_data, options);
        QString under;
        int tables = 0, qualified = 0;
        for (const ProposalBlock& b : c.blocks) {
            if (b.kind == ProposalBlock::Kind::Subheading)
                under = b.text;
            if (b.kind != ProposalBlock::Kind::Table || !under.startsWith(QStringLiteral("Inputs")))
                continue;
            ++tables;
            // In each scenario's column (one for a single plan or the shared inputs), a name has one value:
            // two rows of one name across columns may differ in source (NVLink 3 on one GPU, 4 on another).
            for (int column = 1; column + 1 < b.table.header.size(); ++column) {
                QSet<QString> named;
                for (const QStringList& row : b.table.rows) {
                    if (row.value(column) == QStringLiteral("\u2014"))
                        continue; // that scenario has no such input from this source
                    const QString name = row.value(0);
                    QVERIFY2(!named.contains(name), qPrintable(QStringLiteral("%1, column '%2': '%3' twice")
                                                                   .arg(under, b.table.header.value(column), name)));
                    named.insert(name);
                }
            }
            for (const QStringList& row : b.table.rows)
                qualified += row.value(0).startsWith(QStringLiteral("utilisation (for ")) ? 1 : 0;
        }
        QVERIFY(tables >= 1);
        QVERIFY2(qualified >= 2, "the two utilisations are each named after the figure they feed");
    }

    void logoOnTheCover()
    {
        QTemporaryDir dir;
        QImage logo(120, 40, QImage::Format_RGB32);
        logo.fill(Qt::red);
        const QString path = dir.filePath(QStringLiteral("logo.png"));
        QVERIFY(logo.save(path));
        ProposalOptions options;
        options.logoPath = path;
        options.sections = {ProposalSection::Summary};
        const ProposalContent c = content(m_data, options);
        QCOMPARE(c.cover.logo.size(), QSize(120, 40));
        CountingDocument document;
        QPdfWriter writer(dir.filePath(QStringLiteral("p.pdf")));
        writer.setResolution(ProposalPrinter::layoutResolution());
        QCOMPARE(ProposalPrinter::print(c, &writer, QPageSize::A4, &document), 2); // cover + summary
        QCOMPARE(document.requests, QList<QUrl>{}); // the logo is the document's own resource
        QVERIFY(document.toHtml().contains(QStringLiteral("gp-proposal-logo")));
    }
};

QTEST_MAIN(TestProposalDocument)
#include "tst_proposaldocument.moc"
