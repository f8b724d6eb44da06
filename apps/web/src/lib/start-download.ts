/**
 * Hands a signed export link to the browser's download manager (docs/features/lists.md 'Exports'):
 * it streams the file to disk and shows its progress; the page holds no copy of it.
 */
export function startDownload(url: string, filename: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
