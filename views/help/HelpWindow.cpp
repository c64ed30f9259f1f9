// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "HelpWindow.h"
#include "common/Accessible.h"

#include "HelpFiles.h"
#include "HelpTopics.h"
#include "common/MessageBoxes.h"

#include <QApplication>
#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHelpContentWidget>
#include <QHelpEngine>
#include <QHelpIndexWidget>
#include <QHelpLink>
#include <QHelpSearchEngine>
#include <QHelpSearchQueryWidget>
#include <QHelpSearchResultWidget>
#include <QLineEdit>
#include <QPointer>
#include <QScreen>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTextBrowser>
#include <QToolBar>
#include <QVBoxLayout>

// The page view: reads qthelp:// pages and pictures from the help engine; a link out of the manual (a
// source's web page) opens in the user's browser, never inside the help window.
class HelpBrowser : public QTextBrowser {
public:
    HelpBrowser(QHelpEngine* engine, QWidget* parent) : QTextBrowser(parent), m_engine(engine)
    {
        setOpenLinks(false);
        connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl& link) {
            const QUrl url = source().resolved(link);
            if (url.scheme() == QLatin1String("qthelp"))
                setSource(url);
            else if (url.scheme() == QLatin1String("https") || url.scheme() == QLatin1String("http"))
                QDesktopServices::openUrl(url);
        });
    }
    QVariant loadResource(int type, const QUrl& name) override
    {
        const QUrl url = source().resolved(name);
        if (url.scheme() == QLatin1String("qthelp"))
            return m_engine->fileData(url);
        return QTextBrowser::loadResource(type, name);
    }

private:
    QHelpEngine* m_engine;
};

namespace {
QPointer<HelpWindow>& theWindow()
{
    static QPointer<HelpWindow> window;
    return window;
}
} // namespace

HelpWindow::HelpWindow(const QString& qchFile, const QString& collectionDir, QWidget* parent) : QMainWindow(parent)
{
    Accessible::watch(); // names and descriptions for the screen reader (common/Accessible.h)
    setObjectName(QStringLiteral("HelpWindow"));
    setWindowTitle(tr("GPU Planner Manual"));
    QDir().mkpath(collectionDir);
    m_engine = new QHelpEngine(QDir(collectionDir).filePath(QStringLiteral("gpu-planner-manual.qhc")), this);
    m_browser = new HelpBrowser(m_engine, this);
    m_browser->setObjectName(QStringLiteral("helpPage"));

    // Contents, index (with a filter line) and search, as tabs beside the page.
    m_side = new QTabWidget(this);
    m_side->setObjectName(QStringLiteral("helpSideTabs"));
    QHelpContentWidget* contents = m_engine->contentWidget();
    contents->setHeaderHidden(true);
    m_side->addTab(contents, tr("C&ontents"));
    auto* indexPage = new QWidget(this);
    auto* indexLayout = new QVBoxLayout(indexPage);
    indexLayout->setContentsMargins(0, 4, 0, 0);
    auto* indexFilter = new QLineEdit(indexPage);
    indexFilter->setObjectName(QStringLiteral("helpIndexFilter"));
    indexFilter->setPlaceholderText(tr("Look for a term"));
    indexFilter->setClearButtonEnabled(true);
    QHelpIndexWidget* index = m_engine->indexWidget();
    indexLayout->addWidget(indexFilter);
    indexLayout->addWidget(index);
    connect(indexFilter, &QLineEdit::textChanged, index, [index](const QString& t) { index->filterIndices(t); });
    connect(indexFilter, &QLineEdit::returnPressed, index, &QHelpIndexWidget::activateCurrentItem);
    m_side->addTab(indexPage, tr("I&ndex"));
    auto* searchPage = new QWidget(this);
    auto* searchLayout = new QVBoxLayout(searchPage);
    searchLayout->setContentsMargins(0, 4, 0, 0);
    QHelpSearchEngine* search = m_engine->searchEngine();
    searchLayout->addWidget(search->queryWidget());
    searchLayout->addWidget(search->resultWidget(), 1);
    connect(search->queryWidget(), &QHelpSearchQueryWidget::search, search,
            [search] { search->search(search->queryWidget()->searchInput()); });
    m_side->addTab(searchPage, tr("&Search"));

    connect(contents, &QHelpContentWidget::linkActivated, m_browser,
            [this](const QUrl& u) { m_browser->setSource(u); });
    connect(index, &QHelpIndexWidget::documentActivated, m_browser,
            [this](const QHelpLink& link, const QString&) { m_browser->setSource(link.url); });
    connect(index, &QHelpIndexWidget::documentsActivated, m_browser,
            [this](const QList<QHelpLink>& links, const QString&) {
                if (!links.isEmpty())
                    m_browser->setSource(links.first().url);
            });
    connect(search->resultWidget(), &QHelpSearchResultWidget::requestShowLink, m_browser,
            [this](const QUrl& u) { m_browser->setSource(u); });

    auto* split = new QSplitter(this);
    split->addWidget(m_side);
    split->addWidget(m_browser);
    split->setStretchFactor(1, 1);
    split->setSizes({260, 760});
    setCentralWidget(split);

    auto* bar = addToolBar(tr("Navigation"));
    bar->setObjectName(QStringLiteral("helpNavigation"));
    bar->setMovable(false);
    bar->addAction(tr("Back"), m_browser, &QTextBrowser::backward)->setShortcut(QKeySequence::Back);
    bar->addAction(tr("Forward"), m_browser, &QTextBrowser::forward)->setShortcut(QKeySequence::Forward);
    bar->addAction(tr("Start"), this, [this] { open(QString::fromLatin1(HelpTopics::kStartPage)); });

    // Most of a laptop screen, never more than the screen.
    const QRect available = QGuiApplication::primaryScreen() ? QGuiApplication::primaryScreen()->availableGeometry()
                                                             : QRect(0, 0, 1280, 800);
    resize(QSize(1040, 760).boundedTo(available.size() * 9 / 10));
    setUp(qchFile);
}

HelpWindow::~HelpWindow() = default;

void HelpWindow::setUp(const QString& qchFile)
{
    if (!QFileInfo::exists(qchFile)) {
        m_problem = tr("The manual was not found at %1.").arg(QDir::toNativeSeparators(qchFile));
        return;
    }
    m_engine->setUsesFilterEngine(true);
    m_engine->setReadOnly(false); // Qt 6's default is read-only: the collection could not register the manual
    if (!m_engine->setupData()) {
        m_problem = tr("The manual could not be opened: %1").arg(m_engine->error());
        return;
    }
    const QString ns = QString::fromLatin1(HelpFiles::kNamespace);
    // A collection left from another build or version points at another file: registered afresh.
    const QString known = m_engine->documentationFileName(ns);
    if (!known.isEmpty() && QFileInfo(known).canonicalFilePath() != QFileInfo(qchFile).canonicalFilePath())
        m_engine->unregisterDocumentation(ns);
    if (!m_engine->registeredDocumentations().contains(ns) && !m_engine->registerDocumentation(qchFile)) {
        m_problem = tr("The manual could not be opened: %1").arg(m_engine->error());
        return;
    }
    m_ready = true;
    m_engine->searchEngine()->scheduleIndexDocumentation();
    open(QString::fromLatin1(HelpTopics::kStartPage));
}

QUrl HelpWindow::urlFor(const QString& page) const
{
    return QUrl(QStringLiteral("qthelp://%1/doc/%2").arg(QString::fromLatin1(HelpFiles::kNamespace), page));
}

bool HelpWindow::open(const QString& page)
{
    if (!m_ready)
        return false;
    const QUrl url = urlFor(page);
    QUrl file = url;
    file.setFragment(QString());
    if (m_engine->fileData(file).isEmpty())
        return false;
    m_browser->setSource(url);
    return true;
}

QUrl HelpWindow::currentUrl() const { return m_browser->source(); }

QString HelpWindow::currentPage() const
{
    const QUrl url = currentUrl();
    QString page = url.fileName();
    if (url.hasFragment())
        page += QLatin1Char('#') + url.fragment();
    return page;
}

QTextBrowser* HelpWindow::browser() const { return m_browser; }

HelpWindow* HelpWindow::instance()
{
    QPointer<HelpWindow>& window = theWindow();
    if (!window) {
        const QString cache = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
        window = new HelpWindow(HelpFiles::manualFile(), cache + QStringLiteral("/manual"));
    }
    return window;
}

void HelpWindow::releaseInstance() { delete theWindow().data(); }

void HelpWindow::showPage(const QString& page, QWidget* parent)
{
    HelpWindow* window = instance();
    if (!window->isReady()) {
        MessageBoxes::warning(parent, tr("GPU Planner Manual"), window->problem());
        return;
    }
    if (!window->open(page)) // a section the manual lacks: its start, rather than nothing
        window->open(QString::fromLatin1(HelpTopics::kStartPage));
    // A modal wizard blocks every other window but its own children: the manual becomes one while it is up.
    QWidget* modal = QApplication::activeModalWidget();
    if (modal && modal != window && window->parentWidget() != modal)
        window->setParent(modal, Qt::Window);
    else if (!modal && window->parentWidget())
        window->setParent(nullptr, Qt::Window);
    window->show();
    window->raise();
    window->activateWindow();
}
