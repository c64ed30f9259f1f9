// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CatalogBrowser.h"
#include "common/PlainText.h"

#include "CatalogFilterBar.h"
#include "CatalogItemDelegate.h"
#include "CatalogKeyPrompt.h"
#include "CatalogSourcePanel.h"
#include "ContractPricesDialog.h"
#include "PriceHistoryChartDialog.h"
#include "catalog/CatalogSchema.h"
#include "catalog/CatalogStore.h"
#include "common/AppSettings.h"
#include "common/FileDialogs.h"
#include "common/MessageBoxes.h"
#include "itemmodels/CatalogEditor.h"
#include "itemmodels/CatalogFilterProxyModel.h"
#include "itemmodels/CatalogTableModel.h"
#include "itemmodels/CatalogValueFormat.h"

#include <QAction>
#include <QActionGroup>
#include <QEvent>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QListWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTableView>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace {
// Widest a column opens at before the user widens it: long source names and notes stay readable
// without pushing the figures off screen.
constexpr int kMaxInitialColumnWidth = 180;

QString suggestedKeyBase(const QString& table)
{
    if (table == QLatin1String("currencies"))
        return QStringLiteral("XXX"); // ISO 4217's "no currency" code, to be replaced
    QString singular = table;
    if (singular.endsWith(QLatin1Char('s')))
        singular.chop(1);
    return QStringLiteral("new-") + singular.replace(QLatin1Char('_'), QLatin1Char('-'));
}
} // namespace

const QStringList& CatalogBrowser::tableNames()
{
    static const QStringList names{
        QStringLiteral("gpus"),  QStringLiteral("offers"),     QStringLiteral("providers"),   QStringLiteral("models"),
        QStringLiteral("links"), QStringLiteral("currencies"), QStringLiteral("tco_defaults")};
    return names;
}

CatalogBrowser::CatalogBrowser(CatalogStore* store, QWidget* parent)
    : QWidget(parent), m_store(store), m_undoStack(new QUndoStack(this)),
      m_editor(new CatalogEditor(store, m_undoStack, this)), m_tableList(new QListWidget(this)),
      m_filterBar(new CatalogFilterBar(this)), m_stack(new QStackedWidget(this)),
      m_sourcePanel(new CatalogSourcePanel(this)), m_messageLabel(new QLabel(this))
{
    setObjectName(QStringLiteral("CatalogBrowser"));
    m_addAction = new QAction(tr("&Add Row"), this);
    m_addAction->setToolTip(tr("Add a row to this table (asks for its key)"));
    m_addAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Insert));
    m_duplicateAction = new QAction(tr("Du&plicate Row"), this);
    m_duplicateAction->setToolTip(tr("Copy the selected row under a new key"));
    m_duplicateAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    m_deleteAction = new QAction(tr("&Delete Rows"), this);
    m_deleteAction->setToolTip(tr("Delete the selected rows (Undo brings them back)"));
    m_deleteAction->setShortcut(QKeySequence::Delete);
    for (QAction* a : {m_addAction, m_duplicateAction, m_deleteAction}) {
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(a);
    }
    connect(m_addAction, &QAction::triggered, this, &CatalogBrowser::addRow);
    connect(m_duplicateAction, &QAction::triggered, this, &CatalogBrowser::duplicateRow);
    connect(m_deleteAction, &QAction::triggered, this, &CatalogBrowser::deleteRows);

    auto* toolbar = new QToolBar(this);
    toolbar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    toolbar->addAction(m_addAction);
    toolbar->addAction(m_duplicateAction);
    toolbar->addAction(m_deleteAction);

    m_messageLabel->setObjectName(QStringLiteral("catalogMessage"));
    m_messageLabel->setWordWrap(true);
    m_messageLabel->setTextFormat(Qt::PlainText); // messages quote keys, paths and catalog text
    m_messageLabel->hide();                       // shown with the first message

    auto* right = new QWidget(this);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(6, 6, 6, 6);
    rightLayout->addWidget(m_filterBar);
    rightLayout->addWidget(toolbar);
    rightLayout->addWidget(m_stack, 1);
    rightLayout->addWidget(m_sourcePanel);
    rightLayout->addWidget(m_messageLabel);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_tableList);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({140, 1200});
    m_tableList->setMinimumWidth(120);
    m_tableList->setSpacing(3);
    m_tableList->setObjectName(QStringLiteral("catalogTables"));
    m_tableList->setAccessibleName(tr("Catalog tables"));
    m_tableList->setAccessibleDescription(tr("Choose the catalog table (GPUs, models, offers, ...) to show beside."));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    for (const QString& table : tableNames()) {
        const catalog::TableDef* def = catalog::catalogTable(table);
        if (!def)
            continue;
        m_pages.insert(table, createPage(table));
        auto* item = new QListWidgetItem(def->label.isEmpty() ? table : def->label, m_tableList);
        item->setData(Qt::UserRole, table);
    }
    connect(m_tableList, &QListWidget::currentRowChanged, this, [this](int row) {
        if (QListWidgetItem* item = m_tableList->item(row))
            showTable(item->data(Qt::UserRole).toString());
    });
    connect(m_editor, &CatalogEditor::failed, this, &CatalogBrowser::showMessage);
    connect(m_filterBar, &CatalogFilterBar::filtersChanged, this, &CatalogBrowser::applyFilters);
    connect(m_filterBar, &CatalogFilterBar::displayCurrencyChanged, this, &CatalogBrowser::setDisplayCurrency);
    connect(m_store, &CatalogStore::changed, this, &CatalogBrowser::refreshChoices);
    connect(m_undoStack, &QUndoStack::indexChanged, this, &CatalogBrowser::updateSource);

    refreshChoices();
    setDisplayCurrency(AppSettings::displayCurrency());
    const QString start = AppSettings::catalogTable();
    showTable(m_pages.contains(start) ? start : QStringLiteral("gpus"));
}

CatalogBrowser::~CatalogBrowser()
{
    // The undo stack is a child and clears itself (emitting indexChanged) after this class is gone.
    disconnect(m_undoStack, nullptr, this, nullptr);
    for (auto it = m_pages.cbegin(); it != m_pages.cend(); ++it)
        saveHeader(it.key());
}

namespace {
// While set on a table view, its header's resizes are the deferred fit's, not the user's.
constexpr char kFittingProperty[] = "gpFittingColumns";

// Fits a table's columns to their text (at most kMaxInitialColumnWidth each) the first time the table is shown,
// then removes itself.
class FitColumnsOnFirstShow : public QObject {
public:
    explicit FitColumnsOnFirstShow(QTableView* view) : QObject(view), m_view(view) {}

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == m_view && event->type() == QEvent::Show) {
            m_view->removeEventFilter(this);
            m_view->setProperty(kFittingProperty, true);
            m_view->resizeColumnsToContents();
            QHeaderView* header = m_view->horizontalHeader();
            for (int c = 0; c < header->count(); ++c)
                header->resizeSection(c, std::min(header->sectionSize(c), kMaxInitialColumnWidth));
            m_view->setProperty(kFittingProperty, false);
            deleteLater();
        }
        return QObject::eventFilter(watched, event);
    }

private:
    QTableView* m_view;
};
} // namespace

CatalogBrowser::Page CatalogBrowser::createPage(const QString& table)
{
    Page page;
    page.model = new CatalogTableModel(m_store, this);
    page.model->setEditor(m_editor);
    page.model->setTwoLineHeaders(true);
    page.model->setStaleDays(AppSettings::priceStaleDays());
    page.model->setTable(table);
    page.proxy = new CatalogFilterProxyModel(this);
    page.proxy->setSourceModel(page.model);
    page.view = new QTableView(m_stack);
    page.view->setObjectName(table);
    if (const catalog::TableDef* def = catalog::catalogTable(table)) {
        // The table's own label (models/ text, like the list beside it) names it for a screen reader.
        page.view->setAccessibleName(tr("Catalog table: %1").arg(def->label.isEmpty() ? table : def->label));
        page.view->setAccessibleDescription(tr("One row per catalog entry; F2 or typing edits a cell of your own "
                                               "catalog, Ctrl+Insert adds a row, Delete removes one."));
    }
    page.view->setModel(page.proxy);
    page.view->setAlternatingRowColors(true);
    page.view->setSelectionBehavior(QAbstractItemView::SelectRows);
    page.view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                               QAbstractItemView::AnyKeyPressed);
    page.view->setWordWrap(false);
    page.view->verticalHeader()->hide();
    page.view->verticalHeader()->setDefaultSectionSize(page.view->fontMetrics().height() + 8);
    QHeaderView* header = page.view->horizontalHeader();
    header->setSectionsMovable(true);
    header->setHighlightSections(false);
    header->setStretchLastSection(true);
    page.delegate = new CatalogItemDelegate(page.model, page.view);
    page.view->setItemDelegate(page.delegate);
    m_stack->addWidget(page.view);

    if (!header->restoreState(AppSettings::headerState(headerKey(table, page.model->columnCount())))) {
        // Fitted to the text when the table is first shown, not here: the tab is hidden at start, and fitting
        // all seven tables was about a quarter of the window's start (issue 35, bench/startup.sh).
        page.view->installEventFilter(new FitColumnsOnFirstShow(page.view));
        header->setSortIndicator(0, Qt::AscendingOrder);
    }
    page.view->setSortingEnabled(true);

    // Widths the deferred fit sets are not the user's: they are not saved (a later start fits again).
    const auto saveUnlessFitting = [this, table, view = page.view] {
        if (!view->property(kFittingProperty).toBool())
            saveHeader(table);
    };
    connect(header, &QHeaderView::sectionResized, this, saveUnlessFitting);
    connect(header, &QHeaderView::sectionMoved, this, saveUnlessFitting);
    connect(header, &QHeaderView::sortIndicatorChanged, this, saveUnlessFitting);
    // A reset (import, reset to shipped) rebuilds the header: keep the user's widths across it.
    auto* saved = new QByteArray;
    connect(page.model, &QObject::destroyed, this, [saved] { delete saved; });
    connect(page.model, &QAbstractItemModel::modelAboutToBeReset, this,
            [header, saved] { *saved = header->saveState(); });
    connect(page.model, &QAbstractItemModel::modelReset, this, [header, saved] {
        if (!saved->isEmpty())
            header->restoreState(*saved);
    });
    connect(page.model, &CatalogTableModel::editRejected, this, &CatalogBrowser::showMessage);
    connect(page.model, &CatalogTableModel::ratesChanged, this, &CatalogBrowser::refreshChoices);
    connect(page.delegate, &CatalogItemDelegate::inputRejected, this, &CatalogBrowser::showMessage);
    connect(page.view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &CatalogBrowser::updateSource);
    connect(page.view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &CatalogBrowser::updateActions);
    return page;
}

QString CatalogBrowser::headerKey(const QString& table, int columns)
{
    // The column count is part of the key, so a schema that gains a column starts from fresh widths
    // instead of restoring a state that no longer matches.
    return QStringLiteral("catalog/%1/%2").arg(table).arg(columns);
}

void CatalogBrowser::saveHeader(const QString& table)
{
    const Page page = m_pages.value(table);
    if (page.view)
        AppSettings::setHeaderState(headerKey(table, page.model->columnCount()),
                                    page.view->horizontalHeader()->saveState());
}

CatalogTableModel* CatalogBrowser::model(const QString& table) const { return m_pages.value(table).model; }
CatalogFilterProxyModel* CatalogBrowser::proxy(const QString& table) const { return m_pages.value(table).proxy; }
QTableView* CatalogBrowser::view(const QString& table) const { return m_pages.value(table).view; }

void CatalogBrowser::showTable(const QString& table)
{
    const Page page = m_pages.value(table);
    if (!page.view)
        return;
    m_current = table;
    m_stack->setCurrentWidget(page.view);
    for (int i = 0; i < m_tableList->count(); ++i)
        if (m_tableList->item(i)->data(Qt::UserRole).toString() == table && m_tableList->currentRow() != i) {
            const QSignalBlocker block(m_tableList);
            m_tableList->setCurrentRow(i);
        }
    AppSettings::setCatalogTable(table);
    m_filterBar->setApplicable(page.model->hasAttribute(CatalogTableModel::MemoryGbRole),
                               page.model->hasAttribute(CatalogTableModel::BandwidthTBpsRole),
                               page.model->hasAttribute(CatalogTableModel::VendorRole),
                               page.model->hasAttribute(CatalogTableModel::ProviderKindRole),
                               page.model->hasAttribute(CatalogTableModel::CurrencyRole));
    updateSource();
    updateActions();
}

void CatalogBrowser::applyFilters()
{
    for (const Page& page : std::as_const(m_pages)) {
        page.proxy->setText(m_filterBar->text());
        page.proxy->setMinimumMemoryGb(m_filterBar->minimumMemoryGb());
        page.proxy->setMinimumBandwidthTBps(m_filterBar->minimumBandwidthTBps());
        page.proxy->setVendor(m_filterBar->vendor());
        page.proxy->setProviderKind(m_filterBar->providerKind());
        page.proxy->setCurrency(m_filterBar->currency());
    }
    updateSource();
}

void CatalogBrowser::refreshChoices()
{
    QStringList vendors;
    for (const QVariantMap& gpu : m_store->rows(QStringLiteral("gpus"))) {
        const QString vendor = gpu.value(QStringLiteral("vendor")).toString();
        if (!vendor.isEmpty() && !vendors.contains(vendor))
            vendors << vendor;
    }
    vendors.sort(Qt::CaseInsensitive);
    m_filterBar->setVendors(vendors);
    const catalog::TableDef* providers = catalog::catalogTable(QStringLiteral("providers"));
    const catalog::ColumnDef* kind = providers ? providers->column(QStringLiteral("kind")) : nullptr;
    m_filterBar->setProviderKinds(kind ? kind->choices : QStringList());

    QStringList codes;
    QStringList rates, rateTips;
    for (const QVariantMap& c : m_store->rows(QStringLiteral("currencies"))) {
        const QString code = c.value(QStringLiteral("code")).toString();
        codes << code;
        if (code == QLatin1String("USD"))
            continue;
        rates << tr("1 USD = %1 %2 (as of %3)")
                     .arg(CatalogValueFormat::price(c.value(QStringLiteral("units_per_usd")).toDouble()), code,
                          c.value(QStringLiteral("as_of")).toString());
        rateTips << tr("%1: %2 per USD, from %3, as of %4")
                        .arg(code, c.value(QStringLiteral("units_per_usd")).toString(),
                             c.value(QStringLiteral("source")).toString(), c.value(QStringLiteral("as_of")).toString());
    }
    if (!codes.contains(QStringLiteral("USD")))
        codes.prepend(QStringLiteral("USD"));
    m_filterBar->setCurrencies(codes);
    m_filterBar->setRateText(rates.join(QStringLiteral("; ")),
                             tr("Exchange rates from the currencies table, used for the price per GPU-hour:\n") +
                                 rateTips.join(QLatin1Char('\n')));
    const QString display = AppSettings::displayCurrency();
    m_filterBar->setDisplayCurrency(display);

    if (m_currencyMenu) {
        m_currencyMenu->clear();
        delete m_currencyGroup;
        m_currencyGroup = new QActionGroup(this);
        for (const QString& code : codes) {
            QAction* a = m_currencyMenu->addAction(code);
            a->setData(code); // an ISO 4217 code: data, not a text to translate
            a->setCheckable(true);
            a->setChecked(code == display);
            m_currencyGroup->addAction(a);
            connect(a, &QAction::triggered, this, [this, code] { setDisplayCurrency(code); });
        }
    }
}

void CatalogBrowser::setStaleDays(int days)
{
    if (days < 0)
        return;
    AppSettings::setPriceStaleDays(days);
    for (const Page& page : std::as_const(m_pages))
        page.model->setStaleDays(days);
}

void CatalogBrowser::askStaleDays()
{
    bool ok = false;
    const int days =
        QInputDialog::getInt(this, tr("Stale Prices"), tr("Mark a price stale when it is older than this many days:"),
                             AppSettings::priceStaleDays(), 1, 3650, 1, &ok);
    if (ok)
        setStaleDays(days);
}

void CatalogBrowser::setDisplayCurrency(const QString& code)
{
    if (code.isEmpty())
        return;
    AppSettings::setDisplayCurrency(code);
    for (const Page& page : std::as_const(m_pages))
        page.model->setDisplayCurrency(code);
    m_filterBar->setDisplayCurrency(code);
    if (m_currencyGroup)
        for (QAction* a : m_currencyGroup->actions())
            a->setChecked(a->text() == code);
}

void CatalogBrowser::updateSource()
{
    const Page page = m_pages.value(m_current);
    if (!page.view) {
        m_sourcePanel->clear();
        return;
    }
    const QModelIndex current = page.proxy->mapToSource(page.view->currentIndex());
    if (!current.isValid()) {
        m_sourcePanel->clear();
        return;
    }
    m_sourcePanel->showRow(page.model->rowValues(current.row()), page.model->tableDef()->keyColumn,
                           page.model->editedOn(current.row()));
}

void CatalogBrowser::updateActions()
{
    const bool hasSelection = !selectedKeys().isEmpty();
    // What the team catalog's server would refuse is greyed out, the reason in the tooltip (issue 34).
    const QString refusal = m_editor->editRefusal(m_current);
    const bool may = refusal.isEmpty();
    m_addAction->setEnabled(may && m_pages.contains(m_current));
    m_duplicateAction->setEnabled(may && hasSelection);
    m_deleteAction->setEnabled(may && hasSelection);
    // A refusal names the server's login (user text): shown literally.
    m_addAction->setToolTip(may ? tr("Add a row to this table (asks for its key)") : PlainText::toolTip(refusal));
    m_duplicateAction->setToolTip(may ? tr("Copy the selected row under a new key") : PlainText::toolTip(refusal));
    m_deleteAction->setToolTip(may ? tr("Delete the selected rows (Undo brings them back)")
                                   : PlainText::toolTip(refusal));
}

void CatalogBrowser::updateEditability()
{
    QString importRefusal;
    for (const QString& table : tableNames()) { // in the list's order: the first refusal is the one said
        const auto it = m_pages.constFind(table);
        if (it == m_pages.cend())
            continue;
        const QString refusal = m_editor->editRefusal(table);
        if (importRefusal.isEmpty())
            importRefusal = refusal; // an import may bring rows of any table
        it->view->setEditTriggers(refusal.isEmpty()
                                      ? QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                                            QAbstractItemView::AnyKeyPressed
                                      : QAbstractItemView::NoEditTriggers);
        it->view->setToolTip(refusal.isEmpty() ? QString() : PlainText::toolTip(refusal));
    }
    if (m_importAction) {
        m_importAction->setEnabled(importRefusal.isEmpty());
        m_importAction->setToolTip(importRefusal.isEmpty() ? tr("Add or replace rows from a catalog JSON file")
                                                           : PlainText::toolTip(importRefusal));
    }
    if (m_resetAction) {
        const bool team = m_store->isTeamCatalog();
        m_resetAction->setEnabled(!team && importRefusal.isEmpty());
        m_resetAction->setToolTip(team ? tr("A team catalog is the team's; its administrator replaces it with "
                                            "gpu-planner catalog push.")
                                       : importRefusal);
    }
    updateActions();
}

void CatalogBrowser::showMessage(const QString& message)
{
    m_lastMessage = message;
    m_messageLabel->setText(message);
    m_messageLabel->setVisible(!message.isEmpty());
    if (auto* main = qobject_cast<QMainWindow*>(window()))
        main->statusBar()->showMessage(message, 10000);
}

QStringList CatalogBrowser::selectedKeys() const
{
    const Page page = m_pages.value(m_current);
    QStringList keys;
    if (!page.view)
        return keys;
    for (const QModelIndex& index : page.view->selectionModel()->selectedRows())
        keys << page.model->keyAt(page.proxy->mapToSource(index).row());
    return keys;
}

void CatalogBrowser::addRow()
{
    const Page page = m_pages.value(m_current);
    if (!page.model)
        return;
    const QString key =
        CatalogKeyPrompt::ask(this, tr("Add Row"), m_editor->unusedKey(m_current, suggestedKeyBase(m_current)));
    if (key.isEmpty())
        return;
    if (!m_editor->insertRow(m_current, m_editor->newRowTemplate(m_current, key)))
        return;
    const QModelIndex added = page.proxy->mapFromSource(page.model->index(page.model->rowOfKey(key), 0));
    if (added.isValid()) {
        page.view->setCurrentIndex(added);
        page.view->scrollTo(added);
    }
    showMessage(added.isValid() ? tr("Added %1: fill in its figures and where they come from.").arg(key)
                                : tr("Added %1 (hidden by the current filters).").arg(key));
}

void CatalogBrowser::duplicateRow()
{
    const QStringList keys = selectedKeys();
    if (keys.isEmpty()) {
        showMessage(tr("Select the row to duplicate first."));
        return;
    }
    const QString key = CatalogKeyPrompt::ask(this, tr("Duplicate Row"),
                                              m_editor->unusedKey(m_current, keys.first() + QStringLiteral("-copy")));
    if (key.isEmpty())
        return;
    if (m_editor->duplicateRow(m_current, keys.first(), key))
        showMessage(tr("Copied %1 as %2.").arg(keys.first(), key));
}

void CatalogBrowser::deleteRows()
{
    const QStringList keys = selectedKeys();
    if (keys.isEmpty()) {
        showMessage(tr("Select the rows to delete first."));
        return;
    }
    if (m_editor->deleteRows(m_current, keys))
        showMessage(tr("Deleted %n row(s); Undo brings them back.", nullptr, int(keys.size())));
}

void CatalogBrowser::importJson()
{
    for (const QString& table : tableNames())
        if (const QString refusal = m_editor->editRefusal(table); !refusal.isEmpty()) {
            showMessage(refusal);
            return;
        }
    const QString path = FileDialogs::openFileName(this, tr("Import Catalog JSON"), tr("Catalog JSON (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!m_store->importJson(path, &error)) {
        MessageBoxes::warning(this, tr("Import Failed"), tr("Nothing was imported: %1").arg(error));
        return;
    }
    m_undoStack->clear(); // the undo history described the catalog before the import
    showMessage(tr("Imported %1.").arg(path));
}

void CatalogBrowser::exportJson(bool selectedOnly)
{
    const QStringList keys = selectedOnly ? selectedKeys() : QStringList();
    if (selectedOnly && keys.isEmpty()) {
        showMessage(tr("Select the rows to export first."));
        return;
    }
    const QString suggested =
        selectedOnly ? m_current + QStringLiteral("-selection.json") : QStringLiteral("catalog.json");
    const QString path =
        FileDialogs::saveFileName(this, tr("Export Catalog JSON"), tr("Catalog JSON (*.json)"), suggested);
    if (path.isEmpty())
        return;
    QString error;
    const QStringList tables = selectedOnly ? QStringList{m_current} : QStringList();
    if (!m_store->exportJson(path, tables, keys, &error)) {
        MessageBoxes::warning(this, tr("Export Failed"), error);
        return;
    }
    showMessage(selectedOnly ? tr("Exported %n row(s) to %1.", nullptr, int(keys.size())).arg(path)
                             : tr("Exported the catalog to %1.").arg(path));
}

void CatalogBrowser::exportCsv()
{
    if (!m_pages.contains(m_current))
        return;
    const QString path = FileDialogs::saveFileName(this, tr("Export Table as CSV"), tr("CSV (*.csv)"),
                                                   m_current + QStringLiteral(".csv"));
    if (path.isEmpty())
        return;
    QString error;
    if (!m_store->exportCsv(m_current, path, &error)) {
        MessageBoxes::warning(this, tr("Export Failed"), error);
        return;
    }
    showMessage(tr("Exported %1 to %2.").arg(m_current, path));
}

void CatalogBrowser::resetToShipped()
{
    const auto answer = MessageBoxes::question(
        this, tr("Reset Catalog"),
        tr("Replace your catalog with the one shipped with GPU Planner? Your edits, added rows and imports "
           "are lost (export them first to keep them). This cannot be undone."),
        QMessageBox::Reset | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Reset)
        return;
    QString error;
    if (!m_store->resetToShipped(&error)) {
        MessageBoxes::warning(this, tr("Reset Failed"), error);
        return;
    }
    m_undoStack->clear();
    showMessage(tr("The catalog is back to the shipped version."));
}

void CatalogBrowser::addMenus(QMenuBar* menuBar)
{
    QMenu* menu = menuBar->addMenu(tr("&Catalog"));
    // The catalog's own undo, reachable from the workspace tab too (Edit > Undo there undoes the
    // workspace): a price edited on the Catalog tab moves every plan, so it must be one click from the plans.
    m_undoAction = m_undoStack->createUndoAction(menu, tr("&Undo Catalog Edit"));
    m_undoAction->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Z));
    m_redoAction = m_undoStack->createRedoAction(menu, tr("Red&o Catalog Edit"));
    menu->addAction(m_undoAction);
    menu->addAction(m_redoAction);
    menu->addSeparator();
    m_importAction = menu->addAction(tr("&Import JSON..."), this, &CatalogBrowser::importJson);
    menu->addAction(tr("&Export JSON (All Tables)..."), this, [this] { exportJson(false); });
    menu->addAction(tr("Export &Selected Rows as JSON..."), this, [this] { exportJson(true); });
    menu->addAction(tr("Export Table as &CSV..."), this, &CatalogBrowser::exportCsv);
    menu->addSeparator();
    menu->addAction(m_addAction);
    menu->addAction(m_duplicateAction);
    menu->addAction(m_deleteAction);
    menu->addSeparator();
    m_currencyMenu = menu->addMenu(tr("Display Curre&ncy"));
    menu->addAction(tr("&Mark Prices Stale After..."), this, &CatalogBrowser::askStaleDays);
    menu->addAction(tr("Con&tracted Prices..."), this, [this] {
        ContractPricesDialog dialog(m_store, this); // issue 33: discounts and contracted prices, user catalog only
        dialog.exec();
    });
    menu->addAction(tr("Price &History of Selected Offer..."), this, [this] {
        const QStringList keys = m_current == QLatin1String("offers") ? selectedKeys() : QStringList();
        if (keys.isEmpty()) {
            showMessage(tr("Select an offer on the Offers table to see its price history."));
            return;
        }
        PriceHistoryChartDialog dialog(*m_store, keys.first(), this); // that offer alone, no snapshot
        dialog.exec();
    });
    menu->addSeparator();
    m_resetAction = menu->addAction(tr("&Reset to Shipped Catalog..."), this, &CatalogBrowser::resetToShipped);
    menu->setToolTipsVisible(true); // a greyed-out action says why
    refreshChoices();
    updateEditability();
}
