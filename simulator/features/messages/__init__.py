"""Platform messages: the inbox a member reads, written by simulator events and by QA."""
