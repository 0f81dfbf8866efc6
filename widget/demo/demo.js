// Smith & Co's own script: it hears every widget event, as a partner's analytics would, and lists them.
const names = [
  'expertbridge:ready',
  'expertbridge:slot-selected',
  'expertbridge:booking-created',
  'expertbridge:payment-succeeded',
  'expertbridge:payment-failed',
  'expertbridge:closed',
];
const log = document.getElementById('event-log');
for (const name of names) {
  document.addEventListener(name, (event) => {
    const item = document.createElement('li');
    const widget = event.target instanceof Element ? event.target.id : '?';
    item.textContent = `${widget} ${name} ${JSON.stringify(event.detail)}`;
    log?.append(item);
  });
}
