// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Catalog JSON is read through the bounded reader and checked integers (issue 9, items 2, 3, 7 and 8):
// each case aborted the import or was quietly narrowed before.
#include "catalog/CatalogJson.h"

#include <QTest>

#include <nlohmann/json.hpp>

namespace {
QString refusal(const std::string& text)
{
    catalog::CatalogRecords records;
    QString error;
    if (catalog::parseCatalogDocument(QByteArray::fromStdString(text), QStringLiteral("t.json"), records, &error))
        return QStringLiteral("(read)");
    return error;
}

std::string modelWith(const std::string& field, const std::string& literal)
{
    return R"({"format": "gpu-planner-catalog", "format_version": 1, "models": [{"key": "m", "name": "M",
        "parameters": 1e9, "active_parameters": 1e9, "layers": 16, "hidden_size": 2048, "attention_heads": 16, "kv_heads": 16,
        "head_dim": 128, "ffn_size": 8192, "vocab_size": 32000, "context_length": 4096, "ffn_kind": "gated",
        "source": "test", "as_of": "2026", ")" +
           field + "\": " + literal + "}]}";
}
} // namespace

class TestCatalogJsonLimits : public QObject {
    Q_OBJECT
private slots:
    void aValidRecordReads() { QCOMPARE(refusal(modelWith("notes", "\"fine\"")), QStringLiteral("(read)")); }

    // layers 4294967296 read as 0 (vram_gb_per_gpu 0.0); gpus_per_instance likewise; format_version
    // 4294967297 read as 1.
    void wideIntegersAreRefusedNamingTheField()
    {
        QCOMPARE(refusal(modelWith("experts", "4294967296")),
                 QStringLiteral("t.json: models[0] (key \"m\"): experts must be at most 2147483647 (a 32-bit integer), "
                                "got 4294967296"));
        QCOMPARE(refusal(R"({"format": "gpu-planner-catalog", "format_version": 4294967297})"),
                 QStringLiteral("t.json: format_version must be 1, got 4294967297"));
        QCOMPARE(refusal(R"({"format_version": 18446744073709551615})"),
                 QStringLiteral("t.json: format_version must be 1, got 18446744073709551615"));
    }

    void hugeNumbersDeepNestingAndDuplicatesAreErrors()
    {
        QVERIFY2(refusal(modelWith("experts", "1e309")).contains(QStringLiteral("number overflow parsing '1e309'")),
                 qPrintable(refusal(modelWith("experts", "1e309"))));
        QVERIFY(refusal(std::string(60000, '[') + std::string(60000, ']'))
                    .contains(QStringLiteral("nested deeper than 64")));
        QVERIFY(
            refusal(modelWith("name", "\"again\"")).contains(QStringLiteral("duplicate key \"name\" in $.models[0]")));
    }

    // Counted before any row is read, with the limit in the message.
    void rowCountIsLimited()
    {
        nlohmann::json doc = {{"format", "gpu-planner-catalog"}, {"models", nlohmann::json::array()}};
        for (std::size_t i = 0; i <= catalog::kMaxCatalogRows; ++i)
            doc["models"].push_back(nlohmann::json::object());
        QCOMPARE(refusal(doc.dump()), QStringLiteral("t.json: 100001 rows; a catalog holds at most 100000"));
    }

    void messagesNeverDumpAWholeValue()
    {
        const QString e = refusal(modelWith("notes", "[\"" + std::string(20000, 'x') + "\"]"));
        QVERIFY2(e.size() < 200, qPrintable(e));
        QVERIFY2(e.contains(QStringLiteral("notes must be text, got an array of 1 item")), qPrintable(e));
    }
};

QTEST_APPLESS_MAIN(TestCatalogJsonLimits)
#include "tst_catalogjsonlimits.moc"
