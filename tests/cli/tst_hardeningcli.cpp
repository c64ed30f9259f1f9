// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Issue 36, the command line and catalog files, end to end through the gpu-planner executable. Each case is
// a bad or boundary input the review found, asserting the message (naming the option, field or file) and
// that nothing changed on disk:
// - a catalog named with --catalog is opened as it is (never merged with the shipped one, byte-identical
//   afterwards), an older schema is upgraded only with --migrate and after a backup copy;
// - every file the CLI reads goes through one bounded reader (`export` of /dev/zero, of a 3 GB plan);
// - `validate DIR`: a link loop, a non-finite figure and a baseline n of 2^64-1 are refused by name;
// - one CSV writer with the formula guard (`catalog export-csv`);
// - GPU names and case file names are escaped before they reach the terminal;
// - messages: a folder is a folder, a folder import has a total size limit, a read-only catalog says so,
//   long values are shortened, `--sections ,,,` and `-o FIFO` are refused;
// - `estimate` of a 1,000-scenario plan streams valid JSON (peak RSS reported).
#include "CliRunner.h"
#include "Near.h"
#include "TestSupport.h"

#include "catalog/CatalogMigrations.h"
#include "catalog/CatalogStore.h"
#include "common/CsvWriter.h"
#include "common/TerminalText.h"
#include "document/WorkspaceEstimateReport.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

class TestHardeningCli : public QObject {
    Q_OBJECT
    QTemporaryDir m_home;
    QTemporaryDir m_work;
    QString m_builtCatalog; // from the shipped JSON with the edits in buildEditedCatalog()

    struct Run {
        int exitCode = -1;
        QByteArray out;
        QString err;
    };

    Run run(const QStringList& args, const QByteArray& input = {})
    {
        const gptest::CliRun r = gptest::runCli(m_home, args, input);
        return {r.exitCode, r.out, QString::fromUtf8(r.err)};
    }

    static QByteArray readAll(const QString& path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    static bool writeAll(const QString& path, const QByteArray& bytes)
    {
        QFile f(path);
        return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
    }
    static QByteArray sha(const QString& path)
    {
        return QCryptographicHash::hash(readAll(path), QCryptographicHash::Sha256).toHex();
    }
    // Every name in `dir` (hidden ones too), to prove nothing was added beside a file.
    static QStringList listing(const QString& dir)
    {
        return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
    }
    static void noRawControls(const QByteArray& text)
    {
        for (const char c : text)
            QVERIFY2(static_cast<unsigned char>(c) >= 0x20 || c == '\n', "a raw control byte reached the terminal");
        QVERIFY2(!text.contains("\xe2\x80\xae"), "a raw U+202E reached the terminal");
        QVERIFY2(!text.contains("\xe2\x81\xa6"), "a raw U+2066 reached the terminal");
    }

    // The shipped catalog's JSON, edited, built with `catalog build` into `output`: the A10G's g5.xlarge
    // offer priced 10x (1.006 -> 10.06 USD an hour), the H100 SXM's name holding ESC, a bidi override and an
    // isolate, and the A100 SXM 40GB's name a spreadsheet formula.
    bool buildEditedCatalog(const QString& output)
    {
        QTemporaryDir source;
        for (const QString& name :
             QDir(QStringLiteral(GP_SOURCE_DIR "/resources/catalog")).entryList({QStringLiteral("*.json")})) {
            QByteArray bytes = readAll(QStringLiteral(GP_SOURCE_DIR "/resources/catalog/") + name);
            if (name == QLatin1String("offers.json")) {
                const QByteArray from = "\"key\": \"aws-a10g-on-demand-us-east-1-g5-xlarge\"";
                const qsizetype at = bytes.indexOf(from);
                const qsizetype price = bytes.indexOf("\"price\": 1.006,", at);
                if (at < 0 || price < 0)
                    return false;
                bytes.replace(price, 15, "\"price\": 10.06,");
            }
            if (name == QLatin1String("gpus.json")) {
                const QByteArray h100 = "\"key\": \"nvidia-h100-sxm\"";
                const qsizetype at = bytes.indexOf(h100);
                const qsizetype nameAt = bytes.indexOf("\"name\": \"", at);
                if (at < 0 || nameAt < 0)
                    return false;
                bytes.insert(nameAt + 9, "\\u001b[2J\\u202Eevil\\u2066 ");
                const QByteArray a100 = "\"name\": \"A100 SXM 40GB";
                const qsizetype a = bytes.indexOf(a100);
                if (a < 0)
                    return false;
                bytes.insert(a + 9, "=HYPERLINK(\\\"http://x.example\\\",\\\"y\\\") ");
            }
            if (!writeAll(source.filePath(name), bytes))
                return false;
        }
        const Run r = run({QStringLiteral("catalog"), QStringLiteral("build"), source.path(), output});
        if (r.exitCode != 0)
            qWarning("%s", qPrintable(r.err));
        return r.exitCode == 0;
    }

    static QByteArray a10gScenario()
    {
        return R"({"schema_version": 1, "task": "inference", "model": {"catalog_key": "llama-2-7b"},
                   "inference": {"weights": "fp16", "kv_cache": "fp16", "concurrent_sequences": 1,
                                 "prompt_tokens": 128, "output_tokens": 128},
                   "hardware": {"gpu_key": "nvidia-a10g", "gpus_per_node": 1, "nodes": 1},
                   "pricing": {"offer_keys": ["aws-a10g-on-demand-us-east-1-g5-xlarge"], "currency": "USD"}})";
    }

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        QVERIFY(m_home.isValid());
        QVERIFY(m_work.isValid());
        m_builtCatalog = m_work.filePath(QStringLiteral("colleague.sqlite"));
        QVERIFY(buildEditedCatalog(m_builtCatalog));
    }

    // ---- 1. --catalog PATH is opened as it is ----------------------------------------------------------

    // The colleague's A10G at 10x: the estimate prices it at the file's 10.06 USD an hour (1.006 x 10, the
    // edit above; the shipped price is 1.006), and the file is byte-identical afterwards, with nothing beside
    // it. It used to be merged with the shipped catalog: estimated at 1.006, and the file rewritten to hold it.
    void namedCatalogIsEstimatedAtItsOwnPrice()
    {
        const QString dir = QFileInfo(m_builtCatalog).absolutePath();
        const QByteArray before = sha(m_builtCatalog);
        const QStringList names = listing(dir);
        const Run r =
            run({QStringLiteral("estimate"), QStringLiteral("--catalog"), m_builtCatalog, QStringLiteral("-")},
                a10gScenario());
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const nlohmann::json estimate = nlohmann::json::parse(r.out.toStdString());
        const double price = estimate.at("headline_cost").at("price_per_gpu_hour_usd").get<double>();
        GP_VERIFY_NEAR_CTX(price, 10.06, 1e-9, qPrintable(QStringLiteral("price %1, expected 10.06").arg(price)));
        QCOMPARE(sha(m_builtCatalog), before);
        QCOMPARE(listing(dir), names);
        // The shipped catalog prices it at 1.006 (resources/catalog/offers.json): the file's own price won.
        const Run shipped =
            run({QStringLiteral("estimate"), QStringLiteral("--shipped-catalog"), QStringLiteral("-")}, a10gScenario());
        QCOMPARE(shipped.exitCode, 0);
        const double shippedPrice = nlohmann::json::parse(shipped.out.toStdString())
                                        .at("headline_cost")
                                        .at("price_per_gpu_hour_usd")
                                        .get<double>();
        GP_VERIFY_NEAR(shippedPrice, 1.006, 1e-9);
    }

    // An older schema is refused without --migrate, naming the file and the option, and left untouched; with
    // --migrate it is upgraded after a byte-identical backup copy beside it.
    void olderSchemaNeedsMigrateAndABackup()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("old.sqlite"));
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("older"));
            db.setDatabaseName(file);
            QVERIFY(db.open());
            // The migrations' own first steps: a real catalog of an older schema (its tables empty).
            QVERIFY(catalog::migrateDatabase(db, nullptr, 5));
        }
        QSqlDatabase::removeDatabase(QStringLiteral("older"));
        const QByteArray original = readAll(file);
        const QStringList names = listing(dir.path());
        const QString out = m_work.filePath(QStringLiteral("old-export.json"));

        const Run refused =
            run({QStringLiteral("catalog"), QStringLiteral("export-json"), out, QStringLiteral("--catalog"), file});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains(QStringLiteral("is a catalog of schema version 5, older than this program's")),
                 qPrintable(refused.err));
        QVERIFY2(refused.err.contains(QStringLiteral("pass --migrate")), qPrintable(refused.err));
        QVERIFY2(refused.err.contains(file), qPrintable(refused.err));
        QCOMPARE(readAll(file), original);
        QCOMPARE(listing(dir.path()), names);
        QVERIFY(!QFile::exists(out));

        const Run estimate =
            run({QStringLiteral("estimate"), QStringLiteral("--catalog"), file, QStringLiteral("-")}, a10gScenario());
        QCOMPARE(estimate.exitCode, 2);
        QVERIFY2(estimate.err.contains(QStringLiteral("pass --migrate")), qPrintable(estimate.err));
        QCOMPARE(readAll(file), original);

        const Run migrated = run({QStringLiteral("catalog"), QStringLiteral("export-json"), out,
                                  QStringLiteral("--catalog"), file, QStringLiteral("--migrate")});
        QVERIFY2(migrated.exitCode == 0, qPrintable(migrated.err));
        const QString backup = file + QStringLiteral(".schema-v5.backup");
        QVERIFY2(migrated.err.contains(QStringLiteral("the file as it was is kept as %1").arg(backup)),
                 qPrintable(migrated.err));
        QCOMPARE(readAll(backup), original);
        QVERIFY(readAll(file) != original);
        const Run check = run({QStringLiteral("catalog"), QStringLiteral("check"), file});
        QVERIFY2(check.exitCode == 0 && check.out.contains("(current)"), check.out.constData());

        const Run alone = run({QStringLiteral("estimate"), QStringLiteral("--migrate"), QStringLiteral("-")});
        QCOMPARE(alone.exitCode, 2);
        QVERIFY2(alone.err.contains(QStringLiteral("--migrate: name the catalog to upgrade with --catalog PATH")),
                 qPrintable(alone.err));
    }

    // ---- 3. one bounded reader ------------------------------------------------------------------------

    // `export` read the whole plan before any limit: /dev/zero ended in bad_alloc, a 3 GB file was held whole.
    void exportRefusesEndlessAndHugePlans()
    {
        const QString pdf = m_work.filePath(QStringLiteral("never.pdf"));
        const Run zero = run({QStringLiteral("export"), QStringLiteral("/dev/zero"), QStringLiteral("-o"), pdf,
                              QStringLiteral("--shipped-catalog")});
        QCOMPARE(zero.exitCode, 2);
        QVERIFY2(zero.err.contains(
                     QStringLiteral("/dev/zero is over 20.0 MB; GPU Planner reads JSON inputs of at most 20 MB")),
                 qPrintable(zero.err));
        QVERIFY(!QFile::exists(pdf));

        // Sparse: 3 GB by its size, no disk used; refused by its size before a byte is read.
        QTemporaryDir dir;
        const QString huge = dir.filePath(QStringLiteral("huge.gpuplan"));
        {
            QFile f(huge);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.resize(3000LL * 1000 * 1000));
        }
        const Run big =
            run({QStringLiteral("export"), huge, QStringLiteral("-o"), pdf, QStringLiteral("--shipped-catalog")});
        QCOMPARE(big.exitCode, 2);
        QVERIFY2(big.err.contains(
                     QStringLiteral("huge.gpuplan is 3000.0 MB; GPU Planner reads JSON inputs of at most 20 MB")),
                 qPrintable(big.err));
        QVERIFY(!QFile::exists(pdf));
        QCOMPARE(QFileInfo(huge).size(), 3000LL * 1000 * 1000);
    }

    // ---- 4. validate DIR ------------------------------------------------------------------------------

    void validateNamesBadCaseFiles()
    {
        QTemporaryDir dir;
        const QByteArray good =
            readAll(QStringLiteral(GP_SOURCE_DIR "/tests/data/validation/hf-octocoder-generate-bf16.json"));
        QVERIFY(!good.isEmpty());
        QVERIFY(writeAll(dir.filePath(QStringLiteral("hf-octocoder-generate-bf16.json")), good));
        // 1.7e308 GiB is finite, 1.7e308 x 1.0737 GB is not: the case used to print inf and nan% and exit 0.
        nlohmann::json overflowing = nlohmann::json::parse(good.toStdString());
        overflowing.erase("id");
        overflowing["measured"]["value"] = 1.7e308;
        QVERIFY(writeAll(dir.filePath(QStringLiteral("overflow.json")), QByteArray::fromStdString(overflowing.dump())));
        // A link to itself: std::filesystem threw out of the listing and the verb ended with SIGABRT.
        QCOMPARE(::symlink("loop.json", qPrintable(dir.filePath(QStringLiteral("loop.json")))), 0);
        // A case whose file name drives a terminal (ESC, a bidi override).
        nlohmann::json named = nlohmann::json::parse(good.toStdString());
        named.erase("id");
        QVERIFY(
            writeAll(dir.filePath(QStringLiteral("evil\x1b[2J\u202e.json")), QByteArray::fromStdString(named.dump())));
        const QStringList names = listing(dir.path());

        const Run r = run({QStringLiteral("validate"), dir.path(), QStringLiteral("--shipped-catalog")});
        QCOMPARE(r.exitCode, 2); // a normal exit, not a crash (-1)
        QVERIFY2(r.err.contains(QStringLiteral("overflow.json: measured.value: 1.7e+308 GiB is beyond the range of a "
                                               "double once converted to GB")),
                 qPrintable(r.err));
        QVERIFY2(
            r.err.contains(QStringLiteral("loop.json: (document): cannot be read: Too many levels of symbolic links")),
            qPrintable(r.err));
        QVERIFY2(!r.out.contains(" inf") && !r.out.contains("nan%") && !r.out.contains("inf%"), r.out.constData());
        noRawControls(r.out);
        noRawControls(r.err.toUtf8());
        QVERIFY2(r.out.contains("evil\\x1B[2J\\u{202E}"), r.out.constData());
        // Serving memory: the two readable cases (the same file twice), so the median is that case's own error;
        // the overflowing one did not move it (it is not counted: n = 2).
        QVERIFY2(r.out.contains(QByteArray("serving memory").append(QByteArray(12, ' ')).append("    2")),
                 r.out.constData());
        QCOMPARE(listing(dir.path()), names);
    }

    // A baseline n of 2^64-1 read as -1 (so no group could fall below it); it is out of range, said so.
    void baselineCountIsRangeChecked()
    {
        QTemporaryDir dir;
        QVERIFY(writeAll(dir.filePath(QStringLiteral("case.json")),
                         readAll(QStringLiteral(GP_SOURCE_DIR "/tests/data/validation/hf-octocoder-generate-bf16.json"))
                             .replace("\"id\": \"hf-octocoder-generate-bf16\",", "")));
        const QString baseline = m_work.filePath(QStringLiteral("baseline-n.json"));
        QVERIFY(writeAll(baseline, R"({"serving_memory": {"median": 0.9, "n": 18446744073709551615, "worst": 1}})"));
        const Run r = run({QStringLiteral("validate"), dir.path(), QStringLiteral("--shipped-catalog"),
                           QStringLiteral("--baseline"), baseline});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains(
                     QStringLiteral("baseline.serving_memory.n: 18446744073709551615 is out of range (0 to 1000000)")),
                 qPrintable(r.err));
    }

    // ---- 5. one CSV writer with the formula guard -------------------------------------------------------

    void csvCellsAreGuarded_data()
    {
        QTest::addColumn<QString>("cell");
        QTest::addColumn<QString>("written");
        QTest::newRow("=") << QStringLiteral("=HYPERLINK(\"http://x\")")
                           << QStringLiteral("\"'=HYPERLINK(\"\"http://x\"\")\"");
        QTest::newRow("+") << QStringLiteral("+1") << QStringLiteral("\"'+1\"");
        QTest::newRow("-") << QStringLiteral("-2+3") << QStringLiteral("\"'-2+3\"");
        QTest::newRow("@") << QStringLiteral("@SUM(A1)") << QStringLiteral("\"'@SUM(A1)\"");
        QTest::newRow("tab") << QStringLiteral("\t=1") << QStringLiteral("\"'\t=1\"");
        QTest::newRow("CR") << QStringLiteral("\r=1") << QStringLiteral("\"'\r=1\"");
        QTest::newRow("cmd") << QStringLiteral("=cmd|' /C calc'!A0") << QStringLiteral("\"'=cmd|' /C calc'!A0\"");
        QTest::newRow("plain") << QStringLiteral("H100 80GB") << QStringLiteral("H100 80GB");
        QTest::newRow("comma") << QStringLiteral("a, b") << QStringLiteral("\"a, b\"");
        QTest::newRow("inside") << QStringLiteral("a=b") << QStringLiteral("a=b");
    }
    void csvCellsAreGuarded()
    {
        QFETCH(QString, cell);
        QFETCH(QString, written);
        QCOMPARE(CsvWriter::text(cell), written);
    }

    // `catalog export-csv` wrote `=HYPERLINK(...)` unguarded (the comparison CSV guarded it).
    void exportCsvGuardsFormulas()
    {
        const QString csv = m_work.filePath(QStringLiteral("gpus.csv"));
        const QByteArray before = sha(m_builtCatalog);
        const Run r = run({QStringLiteral("catalog"), QStringLiteral("export-csv"), QStringLiteral("gpus"), csv,
                           QStringLiteral("--catalog"), m_builtCatalog});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QByteArray text = readAll(csv);
        QVERIFY2(text.contains(",\"'=HYPERLINK(\"\"http://x.example\"\",\"\"y\"\") A100 SXM 40GB"),
                 text.left(2000).constData());
        QVERIFY(!text.contains(",=HYPERLINK"));
        QCOMPARE(sha(m_builtCatalog), before);
    }

    // ---- 6. escapes never reach the terminal ------------------------------------------------------------

    void terminalTextEscapes()
    {
        QCOMPARE(TerminalText::escaped(QStringLiteral("a\x1b[2Jb\u202ec\u2066d\ne\x9b")),
                 QStringLiteral("a\\x1B[2Jb\\u{202E}c\\u{2066}d\\x0Ae\\u{009B}"));
        QCOMPARE(TerminalText::shortened(QString(500000, QLatin1Char('k'))),
                 QString(80, QLatin1Char('k')) + QStringLiteral("... (500000 characters)"));
        QCOMPARE(TerminalText::shortened(QStringLiteral("short")), QStringLiteral("short"));
    }

    void searchTableEscapesGpuNames()
    {
        const Run r = run({QStringLiteral("search"), QStringLiteral(GP_TEST_DATA_DIR "/cli/search-7b.json"),
                           QStringLiteral("--catalog"), m_builtCatalog, QStringLiteral("--gpu"),
                           QStringLiteral("nvidia-h100-sxm"), QStringLiteral("--deadline-hours"), QStringLiteral("48"),
                           QStringLiteral("--max-gpus"), QStringLiteral("64"), QStringLiteral("--table")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        noRawControls(r.out);
        QVERIFY2(r.out.contains("\\x1B[2J\\u{202E}evil\\u{2066} H100"), r.out.left(2000).constData());
    }

    // ---- 7. messages ------------------------------------------------------------------------------------

    void checkSaysAFolderIsAFolder()
    {
        const Run r = run({QStringLiteral("catalog"), QStringLiteral("check"), m_work.path()});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("%1 is a folder, not a catalog file").arg(m_work.path())),
                 qPrintable(r.err));
    }

    // Each file is held to 20 MB; the folder's files together to 50 MB, by their sizes, before any is read.
    void folderImportHasATotalLimit()
    {
        QTemporaryDir folder;
        for (const char* name : {"a.json", "b.json", "c.json"}) {
            QFile f(folder.filePath(QLatin1String(name)));
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.resize(18LL * 1000 * 1000)); // sparse: 54 MB together, no disk used
        }
        const QString target = m_work.filePath(QStringLiteral("import-target.sqlite"));
        QVERIFY(QFile::copy(m_builtCatalog, target));
        const QByteArray before = sha(target);
        const Run r = run(
            {QStringLiteral("catalog"), QStringLiteral("import"), QStringLiteral("--catalog"), target, folder.path()});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("%1: its .json files hold 54.0 MB together; a catalog folder import "
                                               "reads at most 50 MB")
                                    .arg(folder.path())),
                 qPrintable(r.err));
        QCOMPARE(sha(target), before);
    }

    // A database whose header marks it read-only (write version 3 at offset 18, sqlite.org/fileformat.html
    // sec. 1.3.4): SQLite opens it for reading only, for root too. The import said "attempt to write a
    // readonly database".
    void importIntoReadOnlyCatalogSaysSo()
    {
        const QString target = m_work.filePath(QStringLiteral("readonly.sqlite"));
        QVERIFY(QFile::copy(m_builtCatalog, target));
        {
            QFile f(target);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.seek(18));
            QVERIFY(f.write("\x03", 1) == 1);
        }
        const QByteArray before = sha(target);
        const QString json = m_work.filePath(QStringLiteral("one-provider.json"));
        QVERIFY(writeAll(json, R"({"providers": [{"key": "acme", "name": "Acme GPUs", "kind": "gpu_cloud",
                                   "source": "test", "as_of": "2026"}]})"));
        const Run r =
            run({QStringLiteral("catalog"), QStringLiteral("import"), QStringLiteral("--catalog"), target, json});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("the catalog %1 is read-only").arg(target)), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("readonly database")), qPrintable(r.err));
        QCOMPARE(sha(target), before);
    }

    void longValuesAreShortened()
    {
        // 100,000 characters: Linux takes at most 128 KiB in one argument (MAX_ARG_STRLEN); the same
        // shortening serves a 500 KB key read from a file.
        const QString table(100000, QLatin1Char('t'));
        const QString csv = m_work.filePath(QStringLiteral("never.csv"));
        const Run r = run(
            {QStringLiteral("catalog"), QStringLiteral("export-csv"), table, csv, QStringLiteral("--shipped-catalog")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("TABLE: there is no catalog table \"%1... (100000 characters)\"")
                                    .arg(QString(80, QLatin1Char('t')))),
                 qPrintable(r.err.left(300)));
        QVERIFY2(r.err.size() < 400, qPrintable(QString::number(r.err.size())));
        QVERIFY(!QFile::exists(csv));
    }

    void sectionsMustNameOne()
    {
        const QString pdf = m_work.filePath(QStringLiteral("sections.pdf"));
        const Run r =
            run({QStringLiteral("export"), QStringLiteral(GP_SOURCE_DIR "/examples/workshop-llama3-8b.gpuplan"),
                 QStringLiteral("-o"), pdf, QStringLiteral("--sections"), QStringLiteral(",,,"),
                 QStringLiteral("--shipped-catalog")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--sections: names no section")), qPrintable(r.err));
        QVERIFY(!QFile::exists(pdf));
    }

    // -o at a FIFO replaced the FIFO with the proposal (and a reader on it waited for nothing).
    void outputMustBeARegularFile()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("out.pdf"));
        QCOMPARE(::mkfifo(qPrintable(fifo), 0600), 0);
        const Run r =
            run({QStringLiteral("export"), QStringLiteral(GP_SOURCE_DIR "/examples/workshop-llama3-8b.gpuplan"),
                 QStringLiteral("-o"), fifo, QStringLiteral("--shipped-catalog")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--output: %1 is a FIFO (named pipe), not a regular file").arg(fifo)),
                 qPrintable(r.err));
        struct stat st {};
        QCOMPARE(::stat(qPrintable(fifo), &st), 0);
        QVERIFY(S_ISFIFO(st.st_mode));
        QCOMPARE(listing(dir.path()), QStringList{QStringLiteral("out.pdf")});

        const Run csv = run({QStringLiteral("catalog"), QStringLiteral("export-csv"), QStringLiteral("gpus"), fifo,
                             QStringLiteral("--shipped-catalog")});
        QCOMPARE(csv.exitCode, 2);
        QVERIFY2(csv.err.contains(QStringLiteral("FILE: %1 is a FIFO (named pipe), not a regular file").arg(fifo)),
                 qPrintable(csv.err));
        const Run folder = run({QStringLiteral("catalog"), QStringLiteral("export-json"), dir.path(),
                                QStringLiteral("--shipped-catalog")});
        QCOMPARE(folder.exitCode, 2);
        QVERIFY2(folder.err.contains(QStringLiteral("FILE: %1 is a folder, not a regular file").arg(dir.path())),
                 qPrintable(folder.err));
    }

    // ---- 8. streamed output -----------------------------------------------------------------------------

    // Written scenario by scenario, the workspace report is the same bytes as the one document it was.
    void streamedReportIsTheSameBytes()
    {
        const QString plan = QStringLiteral(GP_SOURCE_DIR "/examples/workshop-llama3-8b.gpuplan");
        CatalogStore store;
        QVERIFY(store.openShipped());
        const WorkspaceEstimateReport report = estimateWorkspaceFile(plan, store.snapshot());
        QCOMPARE(report.exitCode, 0);
        const Run r = run({QStringLiteral("estimate"), plan, QStringLiteral("--shipped-catalog")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.out, report.json + '\n');
    }

    // 1,000 scenarios (the most a workspace holds): the output is one valid JSON document with every
    // scenario, and the peak RSS is reported (the issue: about 105 MB of JSON built in one document peaked at
    // 1 GB; the target is under 150 MB). Not asserted: sanitizer builds use several times more memory.
    void thousandScenariosStream()
    {
        nlohmann::json plan = nlohmann::json::parse(
            readAll(QStringLiteral(GP_SOURCE_DIR "/examples/workshop-llama3-8b.gpuplan")).toStdString());
        const nlohmann::json first = plan.at("scenarios").at(0);
        plan["scenarios"] = nlohmann::json::array();
        for (int i = 0; i < 1000; ++i) {
            nlohmann::json s = first;
            // Not "text" + std::to_string(): a false-positive -Wrestrict in GCC 12 at -O2.
            s["id"] = QStringLiteral("s%1").arg(i).toStdString();
            s["name"] = QStringLiteral("scenario %1").arg(i).toStdString();
            plan["scenarios"].push_back(s);
        }
        const QString path = m_work.filePath(QStringLiteral("thousand.gpuplan"));
        QVERIFY(writeAll(path, QByteArray::fromStdString(plan.dump())));
        const Run r = run({QStringLiteral("estimate"), path, QStringLiteral("--shipped-catalog")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err.left(500)));
        struct rusage usage {};
        getrusage(RUSAGE_CHILDREN, &usage);
        const nlohmann::json out = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(out.at("scenarios").size(), std::size_t(1000));
        QCOMPARE(out.at("scenarios").at(999).at("name").get<std::string>(), std::string("scenario 999"));
        QVERIFY(out.at("scenarios").at(999).contains("estimate"));
        qInfo("1,000-scenario estimate: %.1f MB of JSON; peak RSS of the largest child so far %.1f MB",
              double(r.out.size()) / 1e6, double(usage.ru_maxrss) / 1024.0);
    }
};

QTEST_GUILESS_MAIN(TestHardeningCli)
#include "tst_hardeningcli.moc"
