// The partner page's own script: logs each widget's joognoo:* events into that instance's list.
const EVENTS = ['joognoo:ready', 'joognoo:submit', 'joognoo:success', 'joognoo:error'];

for (const section of document.querySelectorAll('[data-instance]')) {
  const log = section.querySelector('.log');
  for (const type of EVENTS) {
    // The events bubble out of the widget element: listening on its section is enough.
    section.addEventListener(type, (event) => {
      const entry = document.createElement('li');
      entry.className = 'log-entry';
      entry.dataset.event = type;
      entry.dataset.from = event.target.id;
      const time = new Date().toLocaleTimeString();
      entry.textContent = `${time} ${type} ${JSON.stringify(event.detail)}`;
      log.append(entry);
    });
  }
}
