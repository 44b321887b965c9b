/** Saves data as a file through a temporary link (the way the remotes' exports do). */
export function saveFile(contents: BlobPart, type: string, name: string) {
  const url = URL.createObjectURL(contents instanceof Blob ? contents : new Blob([contents], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
