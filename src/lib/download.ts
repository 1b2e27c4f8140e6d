// Hands content the page fetched (with the bearer token, so no plain link could) to the browser as a file download.
export function saveFile(content: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers start the download after the click has returned: the address is freed a moment later.
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000)
}
