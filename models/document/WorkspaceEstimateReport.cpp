#include "WorkspaceEstimateReport.h"

// Placeholder: replaced by the workspace document work (issue 4).
WorkspaceEstimateReport estimateWorkspaceFile(const QString& path, const gp::CatalogSnapshot&)
{
    return {2, {}, QStringLiteral("%1: workspace files are not supported yet").arg(path)};
}
