// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Issue 36: two first starts at once. When no user catalog exists yet, starts at the same moment each copied
// the shipped catalog into place while another had just opened its own copy: "attempt to write a readonly
// database" (SQLite refuses to write a file renamed under it) or "disk I/O error" after committing. The
// store now creates, checks and merges the app's own catalog under a lock file beside it (QLockFile), and
// the copy goes through a temporary file and a rename (AtomicFile). Here six threads, released together by
// a latch, open the same catalog that does not exist yet: every one succeeds with the whole shipped catalog,
// with nothing to report, and no lock or temporary file is left.
#include "TestSupport.h"
#include "catalog/CatalogSql.h"
#include "catalog/CatalogStore.h"

#include <QDir>
#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <latch>
#include <thread>
#include <vector>

class TestCatalogFirstStart : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { TestSupport::isolateUserState(); }

    void simultaneousFirstStartsAllSucceed()
    {
        constexpr int kStarts = 6;
        const QString shipped = QStringLiteral(GP_SOURCE_DIR "/catalog.sqlite");
        int shippedGpus = 0;
        {
            CatalogStore reference;
            reference.setShippedCatalogSource(shipped);
            QVERIFY(reference.openShipped());
            shippedGpus = int(reference.rows(QStringLiteral("gpus")).size());
        }
        QVERIFY(shippedGpus > 10); // the shipped catalog has dozens (resources/catalog/gpus.json)

        for (int round = 0; round < 2; ++round) {
            QTemporaryDir dir;
            const QString path = dir.filePath(QStringLiteral("data/catalog.sqlite"));
            std::latch ready(kStarts);
            std::vector<std::thread> threads;
            std::vector<QString> messages(kStarts);
            std::vector<int> opened(kStarts, 0), gpus(kStarts, -1);
            for (int i = 0; i < kStarts; ++i)
                threads.emplace_back([&, i] {
                    CatalogStore store;
                    store.setShippedCatalogSource(shipped);
                    ready.arrive_and_wait();
                    opened[std::size_t(i)] = store.open(path) ? 1 : 0;
                    messages[std::size_t(i)] = store.startupMessage();
                    gpus[std::size_t(i)] = int(store.rows(QStringLiteral("gpus")).size());
                    store.close();
                });
            for (auto& t : threads)
                t.join();
            for (int i = 0; i < kStarts; ++i) {
                QVERIFY2(opened[std::size_t(i)] == 1,
                         qPrintable(
                             QStringLiteral("round %1, start %2: %3").arg(round).arg(i).arg(messages[std::size_t(i)])));
                QVERIFY2(messages[std::size_t(i)].isEmpty(), qPrintable(messages[std::size_t(i)]));
                QCOMPARE(gpus[std::size_t(i)], shippedGpus);
            }
            // Only the catalog itself is left: no lock, no temporary, nothing set aside.
            QCOMPARE(QDir(dir.filePath(QStringLiteral("data")))
                         .entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot),
                     QStringList{QStringLiteral("catalog.sqlite")});
            QSqlDatabase db = catalog::openConnection(path, true, nullptr);
            const QString name = db.connectionName();
            {
                QSqlQuery q(db);
                QVERIFY(q.exec(QStringLiteral("PRAGMA integrity_check")) && q.next());
                QCOMPARE(q.value(0).toString(), QStringLiteral("ok"));
            }
            db = QSqlDatabase();
            catalog::closeConnection(name);
        }
    }
};

QTEST_GUILESS_MAIN(TestCatalogFirstStart)
#include "tst_catalogfirststart.moc"
