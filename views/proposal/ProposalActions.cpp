// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ProposalActions.h"

#include "ProposalContentBuilder.h"
#include "ProposalExport.h"
#include "ProposalExportDialog.h"
#include "ProposalPrinter.h"
#include "ProposalWorkspace.h"
#include "common/FileDialogs.h"
#include "common/FileNames.h"
#include "common/MessageBoxes.h"
#include "document/Workspace.h"

#include <QAction>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMenu>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QScreen>

#include <algorithm>

ProposalActions::ProposalActions(std::function<Workspace*()> workspace, QWidget* parent)
    : QObject(parent), m_workspace(std::move(workspace)), m_parent(parent)
{
}

void ProposalActions::addTo(QMenu* file)
{
    QAction* before = nullptr;
    const auto actions = file->actions();
    for (auto it = actions.rbegin(); it != actions.rend(); ++it)
        if ((*it)->isSeparator()) {
            before = *it;
            break;
        }
    auto* exportAction = new QAction(tr("&Export proposal (PDF)..."), file);
    exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(exportAction, &QAction::triggered, this, &ProposalActions::exportProposal);
    auto* previewAction = new QAction(tr("Print pre&view..."), file);
    connect(previewAction, &QAction::triggered, this, &ProposalActions::printPreview);
    auto* printAction = new QAction(tr("&Print..."), file);
    printAction->setShortcut(QKeySequence::Print);
    connect(printAction, &QAction::triggered, this, &ProposalActions::print);
    file->insertActions(before, {exportAction, previewAction, printAction});
    file->insertSeparator(exportAction);
}

bool ProposalActions::askOptions()
{
    Workspace* ws = m_workspace();
    if (!ws)
        return false;
    ProposalExportDialog dialog(*ws, m_options, m_parent);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    m_options = dialog.options();
    return true;
}

void ProposalActions::exportProposal()
{
    if (!askOptions())
        return;
    Workspace* ws = m_workspace();
    // The title names the file, never its folder (FileNames): the plan's own folder or the documents folder.
    const QString suggested =
        FileNames::suggestedPath(ws->filePath(), ws->title(), tr("proposal"), QStringLiteral("pdf"));
    const QString path = FileDialogs::saveFileName(m_parent, tr("Export proposal"),
                                                   tr("PDF (*.pdf);;HTML (*.html);;Markdown (*.md)"), suggested);
    if (path.isEmpty())
        return;
    const ProposalExport::Result result = ProposalExport::write(ws->data(), ws->catalog(), m_options, path);
    if (!result.ok)
        MessageBoxes::warning(m_parent, tr("Export proposal"), result.error);
}

void ProposalActions::paint(QPrinter* printer) const
{
    Workspace* ws = m_workspace();
    if (!ws)
        return;
    QString error;
    const auto copy = ProposalWorkspace::make(ws->data(), ws->catalog(), m_options, &error);
    if (!copy) {
        MessageBoxes::warning(m_parent, tr("Print proposal"), error);
        return;
    }
    ProposalPrinter::print(ProposalContentBuilder(*copy, m_options).build(), printer, m_options.paper);
}

void ProposalActions::printPreview()
{
    if (!askOptions())
        return;
    // Screen resolution: the layout and the charts' fonts are measured at the same DPI (ProposalPrinter).
    QPrinter printer(QPrinter::ScreenResolution);
    QPrintPreviewDialog preview(&printer, m_parent);
    preview.setWindowTitle(tr("Proposal preview"));
    connect(&preview, &QPrintPreviewDialog::paintRequested, this, [this](QPrinter* p) { paint(p); });
    // A page's height where the screen has it, never taller than the screen (a 1280x800 laptop cut the
    // preview's toolbar and lower pages off): nine tenths of the available area at most.
    const QScreen* screen = m_parent && m_parent->screen() ? m_parent->screen() : QGuiApplication::primaryScreen();
    const QRect room = screen ? screen->availableGeometry() : QRect(0, 0, 1280, 800);
    preview.resize(std::min(900, room.width() * 9 / 10), std::min(1000, room.height() * 9 / 10));
    preview.exec();
}

void ProposalActions::print()
{
    if (!askOptions())
        return;
    QPrinter printer(QPrinter::ScreenResolution);
    QPrintDialog dialog(&printer, m_parent);
    if (dialog.exec() == QDialog::Accepted)
        paint(&printer);
}
