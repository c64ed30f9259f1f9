// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "MainWindow.h"
#include "common/Accessible.h"

#include <algorithm>
#include <functional>

#include "catalog/CatalogBrowser.h"
#include "charts/ChartPanel.h"
#include "checklist/ChecklistWizard.h"
#include "common/AppSettings.h"
#include "common/Language.h"
#include "common/MessageBoxes.h"
#include "document/Workspace.h"
#include "help/AboutDialog.h"
#include "help/ExamplesDialog.h"
#include "help/HelpFiles.h"
#include "help/HelpKey.h"
#include "help/HelpTopics.h"
#include "help/HelpWindow.h"
#include "planning/ScenarioJson.h"
#include "proposal/ProposalActions.h"
#include "tco/TcoJson.h"
#include "teamcatalog/TeamCatalogController.h"
#include "wizards/PlanMenu.h"
#include "workspace/DocumentController.h"
#include "workspace/ScenarioEditor.h"
#include "workspace/WhatIfPanel.h"
#include "workspace/WorkspaceView.h"
#include "json/BoundedJson.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScreen>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QUndoGroup>
#include <QUndoStack>

namespace {
// A typical window frame (title bar and borders) allowed for before the first show tells the real one.
constexpr QSize kFrameAllowance(8, 38);
// The first local .gpuplan file among dropped URLs (empty when there is none).
QString droppedWorkspace(const QMimeData* mime)
{
    if (!mime || !mime->hasUrls())
        return {};
    for (const QUrl& url : mime->urls())
        if (url.isLocalFile() &&
            QFileInfo(url.toLocalFile()).suffix().compare(QLatin1String("gpuplan"), Qt::CaseInsensitive) == 0)
            return url.toLocalFile();
    return {};
}
} // namespace

MainWindow::MainWindow(CatalogStore* store, QWidget* parent)
    : QMainWindow(parent), m_store(store), m_tabs(new QTabWidget(this)), m_workspace(new WorkspaceView(store, m_tabs)),
      m_catalog(new CatalogBrowser(store, m_tabs)), m_undoGroup(new QUndoGroup(this)),
      m_team(new TeamCatalogController(store, m_catalog, this))
{
    Accessible::watch(); // names and descriptions for the screen reader (common/Accessible.h)
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_workspace, tr("&Workspace"));
    // "Catal&og": Alt+C is the Catalog menu's (mnemonics are unique within the window).
    m_tabs->addTab(m_catalog, tr("Catal&og"));
    setCentralWidget(m_tabs);

    m_undoGroup->addStack(m_workspace->undoStack());
    m_undoGroup->addStack(m_catalog->undoStack());
    m_undoGroup->setActiveStack(m_workspace->undoStack());
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        m_undoGroup->setActiveStack(m_tabs->widget(index) == m_catalog ? m_catalog->undoStack()
                                                                       : m_workspace->undoStack());
    });
    DocumentController* document = m_workspace->document();
    connect(document, &DocumentController::workspaceChanged, this,
            [this](Workspace* ws) { onWorkspaceStackChanged(ws->undoStack()); });
    connect(document, &DocumentController::documentTitleChanged, this, &MainWindow::updateTitle);
    connect(m_workspace, &WorkspaceView::workshopModeChanged, this, &MainWindow::onWorkshopMode);
    connect(m_team, &TeamCatalogController::titleChanged, this, &MainWindow::updateTitle);
    buildMenus();
    updateTitle();
    HelpKey::install(); // F1: the manual's page for the pane, wizard page or dialog in focus

    // First start: most of the screen, never more than it (a 1440x900 default overflowed a 1280x800 laptop).
    placeOnScreen(QGuiApplication::primaryScreen());
    const QRect available = screen() ? screen()->availableGeometry() : QRect(0, 0, 1280, 800);
    const QByteArray geometry = AppSettings::mainWindowGeometry();
    if (!geometry.isEmpty()) {
        m_outerSize = QSize(); // the user's own size and place
        restoreGeometry(geometry);
        // Saved on a bigger screen (a projector): brought back within this one.
        if (!isMaximized() && !isFullScreen())
            resize(size().boundedTo(available.size()));
    }
    const QByteArray state = AppSettings::mainWindowState();
    if (!state.isEmpty())
        restoreState(state);
}

QSize MainWindow::defaultSize(const QRect& available)
{
    // Nine tenths of the screen, at least 1280x800 where the screen has it, never more than the screen.
    const QSize wanted(available.width() * 9 / 10, available.height() * 9 / 10);
    return wanted.expandedTo(QSize(1280, 800)).boundedTo(available.size());
}

void MainWindow::placeOnScreen(QScreen* target)
{
    if (target)
        setScreen(target);
    const QRect available = target ? target->availableGeometry() : QRect(0, 0, 1280, 800);
    m_outerSize = defaultSize(available);
    // The frame (title bar, borders) is the window manager's and known only once shown: until then a
    // typical one is allowed for, and the first show fits the real one (fitFrameToScreen).
    resize(m_outerSize - kFrameAllowance);
    m_placedSize = size();
    move(available.topLeft() +
         QPoint((available.width() - m_outerSize.width()) / 2, (available.height() - m_outerSize.height()) / 2));
}

void MainWindow::fitFrameToScreen()
{
    // Only the size placeOnScreen() gave: a size set since (a test, a file opened) is kept.
    if (!m_outerSize.isValid() || size() != m_placedSize || isMaximized() || isFullScreen() || !screen())
        return;
    const QRect available = screen()->availableGeometry();
    const QRect frame = frameGeometry();
    const QSize margins = frame.size() - size();
    // The window, frame included, is the default size: the whole of it on the screen, no more than it.
    resize((m_outerSize.boundedTo(available.size()) - margins).expandedTo(minimumSize()));
    const QSize outer = size() + margins;
    const int x =
        std::clamp(frame.x(), available.left(), std::max(available.left(), available.right() + 1 - outer.width()));
    const int y =
        std::clamp(frame.y(), available.top(), std::max(available.top(), available.bottom() + 1 - outer.height()));
    move(x, y);
}

void MainWindow::buildMenus()
{
    DocumentController* document = m_workspace->document();
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New"), QKeySequence::New, document, &DocumentController::closeWorkspace);
    file->addAction(tr("&Open..."), QKeySequence::Open, document, &DocumentController::openWithDialog);
    QMenu* recent = file->addMenu(tr("Open &Recent"));
    connect(recent, &QMenu::aboutToShow, document, [document, recent] { document->fillRecentMenu(recent); });
    file->addSeparator();
    m_team->addTo(file); // Open Team Catalog..., Reconnect Team Catalog
    file->addSeparator();
    file->addAction(tr("&Save"), QKeySequence::Save, document, [document] { document->save(); });
    QAction* saveAs = file->addAction(tr("Save &As..."), document, [document] { document->saveAs(); });
    // The platform's Save As keys, and Ctrl+Shift+S always: Qt's generic X11 and offscreen themes have none.
    QList<QKeySequence> saveAsKeys = QKeySequence::keyBindings(QKeySequence::SaveAs);
    if (!saveAsKeys.contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)))
        saveAsKeys.append(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    saveAs->setShortcuts(saveAsKeys);
    file->addSeparator();
    file->addAction(tr("&Close"), QKeySequence::Close, document, &DocumentController::closeWorkspace);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, [this] { close(); });
    // File > Export proposal, Print preview, Print (views/proposal/).
    (new ProposalActions([this] { return m_workspace->workspace(); }, this))->addTo(file);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_workspace->workshopAction());
    view->addAction(m_workspace->snapshotAction());
    view->addAction(m_workspace->copyCsvAction());
    view->addSeparator();
    for (QAction* pane : m_workspace->paneActions())
        view->addAction(pane);
    view->addSeparator();
    addGoToMenu(view);
    view->addSeparator();
    addLanguageMenu(view);
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_undoGroup->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = m_undoGroup->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    m_catalog->addMenus(menuBar()); // Catalog
    auto* plan = new PlanMenu(m_workspace, this);
    plan->addTo(menuBar()); // Plan, Tools
    connect(m_workspace, &WorkspaceView::planFromQuestionRequested, plan, &PlanMenu::openWorkloadWizard);
    connect(m_workspace, &WorkspaceView::tcoWizardRequested, plan, &PlanMenu::openTcoWizardFor);
    QMenu* checklist = menuBar()->addMenu(tr("Check&list"));
    // The evaluations kept in the workspace, each reopened in the wizard (listed afresh each time: a new or
    // opened document brings its own).
    const auto listChecklist = [this, checklist] {
        checklist->clear();
        checklist->addAction(tr("Evaluate &platforms..."), this,
                             [this] { ChecklistWizard::openFor(m_store, m_workspace->workspace(), this); });
        Workspace* ws = m_workspace->workspace();
        if (!ws || ws->checklistEvaluationCount() == 0)
            return;
        checklist->addSection(tr("Kept in this workspace"));
        for (int i = 0; i < ws->checklistEvaluationCount(); ++i) {
            const WorkspaceChecklistEvaluation& e = ws->checklistEvaluation(i);
            // Menu texts are plain; '&' doubled so a name never makes a shortcut.
            QString name = e.name;
            name.replace(QLatin1Char('&'), QStringLiteral("&&"));
            checklist->addAction(
                tr("%1 (%2, %3 blocking)").arg(name, e.evaluatedOn, QString::number(e.blockingGapCount())), this,
                [this, i] { ChecklistWizard::openFor(m_store, m_workspace->workspace(), this, i); });
        }
    };
    connect(checklist, &QMenu::aboutToShow, this, listChecklist);
    listChecklist(); // the first entry exists before the menu is ever opened
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* manual = help->addAction(tr("GPU Planner &Manual"), this, [this] {
        HelpWindow::showPage(QString::fromLatin1(HelpTopics::kStartPage), this);
    });
    // F1 itself is HelpKey's (the page for the focus, in every window); the menu shows the key and takes it
    // only while the menu is open.
    manual->setShortcut(QKeySequence::HelpContents);
    manual->setShortcutContext(Qt::WidgetShortcut);
    help->addAction(tr("&Examples..."), this, &MainWindow::showExamples);
    help->addSeparator();
    help->addAction(tr("&About GPU Planner"), this, &MainWindow::showAbout);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::addGoToMenu(QMenu* view)
{
    // Keyboard users reach each pane in one key (docks are not in one Tab chain with the centre): the pane
    // comes to the front and its first field takes the focus.
    QMenu* menu = view->addMenu(tr("&Go to"));
    menu->setObjectName(QStringLiteral("goToMenu"));
    const auto goTo = [this](const std::function<QWidget*()>& pane, QDockWidget* dock) {
        m_tabs->setCurrentWidget(m_workspace);
        if (m_workspace->tcoShowing())
            m_workspace->showTco(false);
        if (dock) {
            dock->show();
            dock->raise();
        }
        QWidget* target = pane();
        if (!target)
            return;
        if (!(target->focusPolicy() & Qt::TabFocus) || !target->isVisible()) {
            // The first field inside it, in Tab order.
            for (QWidget* w = target->nextInFocusChain(); w && w != target; w = w->nextInFocusChain())
                if (target->isAncestorOf(w) && w->isVisible() && w->isEnabled() && (w->focusPolicy() & Qt::TabFocus)) {
                    target = w;
                    break;
                }
        }
        target->setFocus(Qt::ShortcutFocusReason);
    };
    WorkspaceView* ws = m_workspace;
    const struct {
        const char* text;
        int key;
        std::function<QWidget*()> pane;
        QDockWidget* dock;
    } panes[] = {
        {QT_TR_NOOP("&Scenarios"), Qt::Key_1, [ws] { return static_cast<QWidget*>(ws->scenarioList()); },
         ws->scenarioDock()},
        {QT_TR_NOOP("&What-if"), Qt::Key_2, [ws] { return static_cast<QWidget*>(ws->whatIfPanel()); },
         ws->whatIfDock()},
        {QT_TR_NOOP("&Comparison"), Qt::Key_3, [ws] { return static_cast<QWidget*>(ws->comparisonTable()); }, nullptr},
        {QT_TR_NOOP("C&harts"), Qt::Key_4, [ws] { return ws->charts()->tabs()->currentWidget(); }, nullptr},
        {QT_TR_NOOP("Scenario &editor"), Qt::Key_5, [ws] { return static_cast<QWidget*>(ws->editor()); },
         ws->scenarioDock()},
    };
    for (const auto& p : panes) {
        QAction* action = menu->addAction(tr(p.text));
        action->setShortcut(QKeySequence(Qt::CTRL | p.key));
        connect(action, &QAction::triggered, this, [goTo, pane = p.pane, dock = p.dock] { goTo(pane, dock); });
    }
}

void MainWindow::addLanguageMenu(QMenu* view)
{
    // The choice is saved and applies at the next start: the windows build their texts once, so a live
    // switch would leave half of them in the old language.
    QMenu* menu = view->addMenu(tr("&Language"));
    menu->setObjectName(QStringLiteral("languageMenu"));
    auto* group = new QActionGroup(menu);
    const QString saved = AppSettings::language();
    for (const Language::Choice& choice : Language::choices()) {
        QAction* action = menu->addAction(choice.name);
        action->setCheckable(true);
        action->setChecked(choice.code == saved);
        action->setData(choice.code);
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, code = choice.code] {
            if (code == AppSettings::language())
                return;
            AppSettings::setLanguage(code);
            MessageBoxes::information(this, tr("Language"),
                                      tr("GPU Planner will use the new language the next time it starts."));
        });
    }
}

void MainWindow::onWorkspaceStackChanged(QUndoStack* stack)
{
    // A new or opened document brings its own stack; the old one leaves the group when it is destroyed.
    m_undoGroup->addStack(stack);
    if (m_tabs->currentWidget() == m_workspace)
        m_undoGroup->setActiveStack(stack);
    updateTitle();
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1 - GPU Planner").arg(m_workspace->document()->documentTitle()) + m_team->titleSuffix());
    setWindowModified(m_workspace->undoStack() && !m_workspace->undoStack()->isClean());
}

void MainWindow::onWorkshopMode(bool on)
{
    // A projector wants every pixel: full screen, no tab bar; leaving restores the previous state.
    m_tabs->tabBar()->setVisible(!on);
    if (on) {
        m_tabs->setCurrentWidget(m_workspace);
        m_wasMaximized = isMaximized();
        showFullScreen();
    } else if (isFullScreen()) {
        if (m_wasMaximized)
            showMaximized();
        else
            showNormal();
    }
}

void MainWindow::showAbout()
{
    AboutDialog about(m_workspace->workspace()->catalog(), this);
    about.exec();
}

void MainWindow::showExamples()
{
    ExamplesDialog dialog(HelpFiles::examples(), this);
    if (dialog.exec() == QDialog::Accepted && !dialog.chosenPath().isEmpty())
        openExample(dialog.chosenPath());
}

bool MainWindow::openExample(const QString& path)
{
    m_tabs->setCurrentWidget(m_workspace);
    QString title;
    const ExamplesDialog::Kind kind = ExamplesDialog::kindOf(path, &title);
    if (kind == ExamplesDialog::Kind::Workspace) {
        m_workspace->document()->openRecent(path); // asks about unsaved changes first
        return true;
    }
    QFile file(path);
    const QByteArray text =
        file.open(QIODevice::ReadOnly) ? file.read(qint64(gp::jsonio::kMaxInputBytes) + 1) : QByteArray();
    Workspace* ws = m_workspace->workspace();
    QString problem;
    if (kind == ExamplesDialog::Kind::Scenario) {
        const gp::ScenarioParse parsed = gp::ScenarioJson::fromText(text.toStdString());
        if (parsed.ok()) {
            ws->addScenario(*parsed.scenario, title);
            m_workspace->selectScenario(ws->scenarioCount() - 1);
            return true;
        }
        problem = parsed.errors.empty() ? QString() : QString::fromStdString(parsed.errors.front().message);
    } else if (kind == ExamplesDialog::Kind::TcoAnalysis) {
        const gp::tco::InputsParse parsed = gp::tco::TcoJson::fromText(text.toStdString(), ws->catalog());
        if (parsed.ok()) {
            ws->addTcoAnalysis(title, gp::tco::TcoJson::toJson(*parsed.inputs));
            m_workspace->showTco(true);
            return true;
        }
        problem = parsed.errors.empty() ? QString() : QString::fromStdString(parsed.errors.front().message);
    }
    // Plain text: the message quotes the file's path.
    MessageBoxes::warning(this, tr("Examples"),
                          tr("%1 could not be opened. %2").arg(QDir::toNativeSeparators(path), problem));
    return false;
}

void MainWindow::openFileFromCommandLine(const QString& path)
{
    m_tabs->setCurrentWidget(m_workspace);
    m_workspace->openFile(path);
}

void MainWindow::offerRecovery()
{
    m_recoveryOffered = true;
    m_tabs->setCurrentWidget(m_workspace);
    m_workspace->document()->offerRecovery();
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    // The first show knows the frame: the window fits the screen with it (a first start only).
    if (!m_frameFitted) {
        m_frameFitted = true;
        fitFrameToScreen();
    }
    // Once the window is up (so the question has a parent on screen), and only once per run.
    if (!m_recoveryOffered) {
        m_recoveryOffered = true;
        QTimer::singleShot(0, this, [this] { m_workspace->document()->offerRecovery(); });
    }
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (!droppedWorkspace(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QString path = droppedWorkspace(event->mimeData());
    if (path.isEmpty())
        return;
    event->acceptProposedAction();
    m_tabs->setCurrentWidget(m_workspace);
    m_workspace->document()->openRecent(path); // asks about unsaved changes first
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!m_workspace->document()->maybeSave()) {
        event->ignore();
        return;
    }
    if (m_workspace->workshopMode())
        m_workspace->setWorkshopMode(false);
    AppSettings::setMainWindowGeometry(saveGeometry());
    AppSettings::setMainWindowState(saveState());
    m_workspace->saveDockLayout();
    event->accept();
}
