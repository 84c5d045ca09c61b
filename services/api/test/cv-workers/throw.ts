// A CV worker whose module fails to load.
throw new Error('broken worker');
