// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// File > Export proposal and File > Print preview, offscreen, as a user drives them: the options dialog
// opened from ProposalActions, one scenario and the assumptions unticked, Letter paper, rupees, an author
// and a logo picked with Browse...; the PDF written, then checked with poppler's tools (pdfinfo: Letter
// pages; pdftotext: the chosen scenarios, currency, sections and author; pdfimages: the logo). The print
// preview shows the same pages and fits the screen. Nothing in the dialog is cut off (every control at
// least as large as its size hint). With GP_SCREENSHOT_DIR set, the dialog and the preview are saved as
// proposal-export-dialog.png and proposal-print-preview.png (xvfb-run -s "-screen 0 1280x800x24").
#include "TestSupport.h"

#include "catalog/CatalogStore.h"
#include "common/FileDialogs.h"
#include "common/MessageBoxes.h"
#include "document/Workspace.h"
#include "document/WorkspaceFile.h"
#include "proposal/ProposalActions.h"
#include "proposal/ProposalExportDialog.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QImage>
#include <QLineEdit>
#include <QListWidget>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <functional>
#include <memory>

namespace {
QString tool(const QString& program, const QStringList& args)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return {};
    return QString::fromUtf8(p.readAllStandardOutput()).normalized(QString::NormalizationForm_KC);
}

// Runs `f` on the modal window of type T as soon as one is open: re-posted to the event queue (no sleep)
// until the modal loop that shows it is running, at most `tries` times.
template <typename T> void whenModal(std::function<void(T*)> f, int tries = 2000)
{
    QTimer::singleShot(0, qApp, [f, tries] {
        if (auto* w = qobject_cast<T*>(QApplication::activeModalWidget()); w && w->isVisible())
            f(w);
        else if (tries > 0)
            whenModal<T>(f, tries - 1);
    });
}

// Every visible control of `w` gets at least the size its text needs: a label, box or button drawn
// smaller than its size hint is cut off.
QStringList clipped(const QWidget* w)
{
    QStringList out;
    for (const QWidget* c : w->findChildren<QWidget*>()) {
        if (!c->isVisible() || !(qobject_cast<const QAbstractButton*>(c) || qobject_cast<const QComboBox*>(c) ||
                                 qobject_cast<const QLineEdit*>(c)))
            continue;
        const QSize hint =
            c->minimumSizeHint().expandedTo(qobject_cast<const QAbstractButton*>(c) ? c->sizeHint() : QSize());
        if (c->width() < hint.width() || c->height() < hint.height())
            out << QStringLiteral("%1 %2x%3 < %4x%5")
                       .arg(c->objectName().isEmpty() ? QString::fromLatin1(c->metaObject()->className())
                                                      : c->objectName())
                       .arg(c->width())
                       .arg(c->height())
                       .arg(hint.width())
                       .arg(hint.height());
    }
    return out;
}
} // namespace

class TestProposalDialog : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<Workspace> m_owned;
    Workspace* m_wsp = nullptr;
    QString m_logo;

    // Drives the dialog as a user would: unticks the last scenario and the assumptions, picks Letter, INR,
    // an author and the logo through Browse... (its file dialog answered by the test seam).
    void choose(ProposalExportDialog* d)
    {
        auto* scenarios = d->findChild<QListWidget*>(QStringLiteral("scenarios"));
        QVERIFY(scenarios);
        QCOMPARE(scenarios->count(), m_wsp->scenarioCount());
        scenarios->item(scenarios->count() - 1)->setCheckState(Qt::Unchecked);
        auto* assumptions = d->findChild<QCheckBox*>(QStringLiteral("section-assumptions"));
        QVERIFY(assumptions && assumptions->isChecked());
        QTest::mouseClick(assumptions, Qt::LeftButton, {}, QPoint(8, assumptions->height() / 2)); // on its box
        QVERIFY(!assumptions->isChecked());
        auto* paper = d->findChild<QComboBox*>(QStringLiteral("paper"));
        QVERIFY(paper);
        paper->setCurrentIndex(paper->findText(QStringLiteral("Letter portrait")));
        auto* currency = d->findChild<QComboBox*>(QStringLiteral("currency"));
        QVERIFY(currency);
        QCOMPARE(currency->currentText(), QStringLiteral("USD")); // the workspace's
        currency->setCurrentIndex(currency->findText(QStringLiteral("INR")));
        auto* author = d->findChild<QLineEdit*>(QStringLiteral("author"));
        QVERIFY(author);
        QTest::keyClicks(author, QStringLiteral("A. Consultant"));
        FileDialogs::setNextFileName(m_logo);
        QTest::mouseClick(d->findChild<QPushButton*>(QStringLiteral("browseLogo")), Qt::LeftButton);
        QCOMPARE(d->findChild<QLineEdit*>(QStringLiteral("logo"))->text(), m_logo);
    }

private slots:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        MessageBoxes::setTestMode(true);
        QVERIFY(m_dir.isValid());
        CatalogStore store;
        QVERIFY(store.openShipped());
        WorkspaceData data;
        QString error;
        QVERIFY2(
            WorkspaceFile::read(QStringLiteral(GP_SOURCE_DIR "/examples/workshop-llama3-8b.gpuplan"), data, &error),
            qPrintable(error));
        m_owned = std::make_unique<Workspace>(data);
        m_wsp = m_owned.get();
        m_wsp->setCatalog(store.snapshot());
        QCOMPARE(m_wsp->scenarioCount(), 3);
        QImage logo(240, 90, QImage::Format_RGB32);
        logo.fill(QColor(0x1f, 0x3a, 0x5f));
        m_logo = m_dir.filePath(QStringLiteral("logo.png"));
        QVERIFY(logo.save(m_logo));
    }

    // The options the dialog gathers, and OK waits for at least one scenario.
    void dialogGathersTheOptions()
    {
        ProposalExportDialog d(*m_wsp, ProposalOptions{});
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        choose(&d);
        if (QTest::currentTestFailed())
            return;
        const ProposalOptions o = d.options();
        QCOMPARE(o.scenarioIds, (QStringList{m_wsp->scenario(0).id, m_wsp->scenario(1).id}));
        QCOMPARE(o.sections, (QList<ProposalSection>{ProposalSection::Summary, ProposalSection::Comparison,
                                                     ProposalSection::Charts, ProposalSection::Plan}));
        QCOMPARE(o.paper, QPageSize::Letter);
        QCOMPARE(o.currency, QStringLiteral("INR"));
        QCOMPARE(o.author, QStringLiteral("A. Consultant"));
        QCOMPARE(o.logoPath, m_logo);

        auto* ok = d.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        QVERIFY(ok->isEnabled());
        auto* scenarios = d.findChild<QListWidget*>(QStringLiteral("scenarios"));
        for (int i = 0; i < scenarios->count(); ++i)
            scenarios->item(i)->setCheckState(Qt::Unchecked);
        QVERIFY(!ok->isEnabled());
        scenarios->item(1)->setCheckState(Qt::Checked);
        QVERIFY(ok->isEnabled());

        const QStringList cut = clipped(&d);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral("; "))));
        const QRect screen = d.screen()->availableGeometry();
        QVERIFY(d.width() <= screen.width() && d.height() <= screen.height());
        const QString shots = qEnvironmentVariable("GP_SCREENSHOT_DIR");
        if (!shots.isEmpty()) {
            scenarios->item(0)->setCheckState(Qt::Checked);
            QVERIFY(d.grab().save(shots + QStringLiteral("/proposal-export-dialog.png")));
        }
    }

    // File > Export proposal end to end: the dialog, the file name, the PDF on disk.
    void exportWritesTheChosenProposal()
    {
        QWidget window;
        ProposalActions actions([this] { return m_wsp; }, &window);
        const QString pdf = m_dir.filePath(QStringLiteral("chosen.pdf"));
        bool shown = false;
        whenModal<ProposalExportDialog>([&](ProposalExportDialog* d) {
            shown = true;
            choose(d);
            FileDialogs::setNextFileName(pdf); // the save dialog that follows
            d->accept();
        });
        actions.exportProposal();
        QVERIFY(shown);
        QCOMPARE(MessageBoxes::shownMessages(), QStringList{});
        QVERIFY(QFile::exists(pdf));

        const QString info = tool(QStringLiteral("pdfinfo"), {pdf});
        QVERIFY2(info.contains(QRegularExpression(
                     QStringLiteral("Page size:\\s+612(\\.\\d+)? x 792(\\.\\d+)? pts \\(letter\\)"))),
                 qPrintable(info));
        const int pages = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info).captured(1).toInt();
        QVERIFY2(pages >= 6, qPrintable(info));
        const QString text = tool(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QVERIFY(text.contains(QStringLiteral("Prepared by A. Consultant")));
        QVERIFY(text.contains(m_wsp->scenario(0).name) && text.contains(m_wsp->scenario(1).name));
        QVERIFY2(!text.contains(m_wsp->scenario(2).name), qPrintable(m_wsp->scenario(2).name));
        QVERIFY(text.contains(QStringLiteral("Money is in INR")));
        QVERIFY(text.contains(QStringLiteral("Total cost of ownership")));
        QVERIFY(text.contains(QStringLiteral("Full cost (INR)")));
        QVERIFY(!text.contains(QStringLiteral("Assumptions and sources")));
        QVERIFY(!text.contains(QStringLiteral("TCO inputs")));
        // The logo: one raster image in the file (the charts are vector paths and text).
        const QStringList images = tool(QStringLiteral("pdfimages"), {QStringLiteral("-list"), pdf})
                                       .split(QLatin1Char('\n'), Qt::SkipEmptyParts)
                                       .mid(2);
        QCOMPARE(images.size(), 1);
        QVERIFY2(images.first().simplified().startsWith(QLatin1String("1 0 image 240 90")), qPrintable(images.first()));
    }

    // File > Print preview: the options, then the same pages in QPrintPreviewDialog, within the screen.
    void printPreviewShowsThePages()
    {
        QWidget window;
        ProposalActions actions([this] { return m_wsp; }, &window);
        int previewPages = -1;
        QRect previewRect, screen;
        whenModal<ProposalExportDialog>([&](ProposalExportDialog* d) {
            whenModal<QPrintPreviewDialog>([&](QPrintPreviewDialog* p) {
                auto* widget = p->findChild<QPrintPreviewWidget*>();
                previewPages = widget ? widget->pageCount() : -1;
                previewRect = p->frameGeometry();
                screen = p->screen()->availableGeometry();
                const QString shots = qEnvironmentVariable("GP_SCREENSHOT_DIR");
                if (!shots.isEmpty())
                    p->grab().save(shots + QStringLiteral("/proposal-print-preview.png"));
                p->reject();
            });
            d->accept(); // the options as they are: every scenario and section, A4, the workspace's currency
        });
        actions.printPreview();
        QVERIFY2(previewPages >= 6, qPrintable(QString::number(previewPages)));
        QVERIFY2(screen.contains(previewRect), qPrintable(QStringLiteral("preview %1x%2 on a %3x%4 screen")
                                                              .arg(previewRect.width())
                                                              .arg(previewRect.height())
                                                              .arg(screen.width())
                                                              .arg(screen.height())));
    }
};

QTEST_MAIN(TestProposalDialog)
#include "tst_proposaldialog.moc"
