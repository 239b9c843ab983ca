// Applies the stored theme before the first paint (no flash of the wrong theme). A file, not an
// inline script in index.html, so the site's Content-Security-Policy keeps `script-src 'self'`
// with no hash to recompute whenever index.html changes (bff/headers.py).
try {
  const theme = localStorage.getItem('theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch {
  // Storage blocked (privacy settings): the default theme of index.html stays.
}
